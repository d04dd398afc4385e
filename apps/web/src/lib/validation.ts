import * as v from 'valibot';

type FieldErrorsResult<TSchema extends v.GenericSchema> =
  { success: true; output: v.InferOutput<TSchema> } | { success: false; fieldErrors: Record<string, string> };

/** A schema's French messages, the first one per key; `keyOf` names the field an issue belongs to. */
function fieldErrorsBy<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  keyOf: (dotPath: string | null) => string,
): FieldErrorsResult<TSchema> {
  const result = v.safeParse(schema, value);
  if (result.success) return { success: true, output: result.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.issues) fieldErrors[keyOf(v.getDotPath(issue))] ??= issue.message;
  return { success: false, fieldErrors };
}

/** Valibot issues as one French message per top-level field, for forms. */
export function getSchemaFieldErrors<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown) {
  return fieldErrorsBy(schema, value, (path) => path?.split('.')[0] ?? '_');
}

/**
 * A shared Valibot schema's French messages keyed by their full dotted path
 * ('options.0.score', 'scale.max'), the same keys as the server's 400 `fieldErrors`.
 */
export function getPathFieldErrors<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown) {
  return fieldErrorsBy(schema, value, (path) => path ?? '_');
}
