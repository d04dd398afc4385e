import { showMutationError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';

type SavingDialog = { close: () => void; setErrors: (errors: Record<string, string>) => void };

/**
 * The callbacks of a form dialog's create or update (ADR 033): once saved, the French toast and the
 * dialog closed; a refusal goes under the fields or in a toast (`showMutationError` and its options).
 */
export function saveCallbacks(
  form: SavingDialog,
  success: string,
  errorOptions?: Parameters<typeof showMutationError>[2],
) {
  return {
    onSuccess: () => {
      notify.success(success);
      form.close();
    },
    onError: (error: unknown) => showMutationError(error, form.setErrors, errorOptions),
  };
}
