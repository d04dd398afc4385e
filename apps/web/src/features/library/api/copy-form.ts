import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/** "Copier dans mon client": the copy is the client's own form, to adapt in /forms/{id}. */
export function useCopyForm() {
  return useInvalidatingMutation(orpc.library.copyForm.mutationOptions(), [orpc.library.key(), orpc.forms.key()]);
}
