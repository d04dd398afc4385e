import * as v from 'valibot';

/** Valibot issues as one French message per top-level field, for forms. */
export function getSchemaFieldErrors<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): { success: true; output: v.InferOutput<TSchema> } | { success: false; fieldErrors: Record<string, string> } {
  const result = v.safeParse(schema, value);
  if (result.success) return { success: true, output: result.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue)?.split('.')[0] ?? '_';
    fieldErrors[key] ??= issue.message;
  }
  return { success: false, fieldErrors };
}
