import type * as v from 'valibot';
import { showMutationError } from '@/lib/mutation-errors.ts';
import { getPathFieldErrors } from '@/lib/validation.ts';

/** Turns a text field into the number the schema expects: blank is absent, not 0. */
export function toOptionalNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

export type SendCheckedOptions<TOutput, TResult> = {
  setErrors: (errors: Record<string, string>) => void;
  mutate: (
    input: TOutput,
    options: { onSuccess: (result: TResult) => void; onError: (error: unknown) => void },
  ) => void;
  onSuccess: (result: TResult) => void;
};

/**
 * A category's or a form's save: the shared schema's messages under the fields
 * first (nothing sent), then the server's per-field messages, anything else a toast.
 */
export function sendChecked<TSchema extends v.GenericSchema, TResult>(
  schema: TSchema,
  input: unknown,
  { setErrors, mutate, onSuccess }: SendCheckedOptions<v.InferOutput<TSchema>, TResult>,
) {
  const checked = getPathFieldErrors(schema, input);
  if (!checked.success) return setErrors(checked.fieldErrors);
  setErrors({});
  mutate(checked.output, { onSuccess, onError: (error) => showMutationError(error, setErrors) });
}
