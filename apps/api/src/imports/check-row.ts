import { fieldOfHeader, headerOfField, type ImportKind } from '@qc/shared/imports/columns';
import type { ImportIssue } from '@qc/shared/imports/schemas';
import * as v from 'valibot';
import type { Cell, RawRow } from './read-file.ts';

/* A row checked by the schema of its form, its issues under the columns they name (SPEC §5). */
export type RowIssues = ImportIssue[];
/** `key`: the row's identifier (SIREN, SIRET, e-mail) when it reads right, even if another cell is refused. */
export type RowBase = { line: number; sheet: string; issues: RowIssues; key: string | null };

/** The identifier alone, so that a row refused for another cell is still known (and named) by the rows citing it. */
export function keyOf(schema: v.GenericSchema, value: string): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? (result.output as string) : null;
}

/** The field each header names for `kind` (null: a column the import ignores), worked out once per table. */
export type Fields = ReadonlyArray<string | null>;

export function fieldsOf(kind: ImportKind, headers: readonly string[]): Fields {
  return headers.map((header) => fieldOfHeader(kind, header));
}

/** The row's cells by field; unknown columns are left out, a repeated column read once (the first). */
export function recordOf(fields: Fields, row: RawRow): Record<string, Cell | undefined> {
  const record: Record<string, Cell | undefined> = {};
  fields.forEach((field, index) => {
    if (field && record[field] === undefined) record[field] = row.cells[index] ?? null;
  });
  return record;
}

/** Runs a form's schema; its issues land under the column of the field they name (the row's when none). */
export function check<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  where: { kind: ImportKind; sheet: string; line: number; issues: RowIssues },
  fieldOf: (key: string) => string = (key) => key,
): v.InferOutput<TSchema> | null {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const seen = new Set<string>();
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const column = typeof key === 'string' ? headerOfField(where.kind, fieldOf(key)) : '';
    // One message per column: the first, as the form shows it.
    if (seen.has(column)) continue;
    seen.add(column);
    where.issues.push({ sheet: where.sheet, line: where.line, column, message: issue.message });
  }
  return null;
}
