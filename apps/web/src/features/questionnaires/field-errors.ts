import * as v from 'valibot';
import { showMutationError } from '@/lib/mutation-errors.ts';

/**
 * A shared Valibot schema's French messages keyed by their full dotted path
 * ('options.0.score', 'scale.max'), the same keys as the server's 400 `fieldErrors`.
 */
export function getPathFieldErrors<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): { success: true; output: v.InferOutput<TSchema> } | { success: false; fieldErrors: Record<string, string> } {
  const result = v.safeParse(schema, value);
  if (result.success) return { success: true, output: result.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.issues) fieldErrors[v.getDotPath(issue) ?? '_'] ??= issue.message;
  return { success: false, fieldErrors };
}

/** Turns a text field into the number the schema expects: blank is absent, not 0. */
export function toOptionalNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

type SendCheckedOptions<TOutput, TResult> = {
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
