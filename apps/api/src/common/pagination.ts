import { count, eq, ilike, or, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/** Offset of a 1-based page. */
export function getOffset(input: { page: number; pageSize: number }): number {
  return (input.page - 1) * input.pageSize;
}

/** A LIKE pattern matching `search` anywhere, with its wildcards escaped. */
export function toContainsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `search` anywhere in one of `columns`, case-insensitive; no condition without a search. */
export function searchWhere(search: string | undefined, ...columns: Column[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = toContainsPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A list's optional filter: `column = value` when the value is given, no condition when it is left out or empty. */
export function eqIfGiven(column: Column, value: string | null | undefined): SQL | undefined {
  return value ? eq(column, value) : undefined;
}

/** The count a page is read with: the rows of one table that meet the list's conditions. */
export function countWhere(db: Database, table: PgTable, where: SQL | undefined): PromiseLike<{ total: number }[]> {
  return db.select({ total: count() }).from(table).where(where);
}

/** A query in its stable order, still to be cut into pages. */
type OrderedQuery<TRow> = { limit(limit: number): { offset(offset: number): PromiseLike<TRow[]> } };

/** The page's rows of `ordered` and the count of all rows, `counted` by the same conditions, read together. */
export async function readPage<TRow>(
  ordered: OrderedQuery<TRow>,
  counted: PromiseLike<{ total: number }[]>,
  input: { page: number; pageSize: number },
): Promise<{ rows: TRow[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([ordered.limit(input.pageSize).offset(getOffset(input)), counted]);
  return { rows, total: totalRow?.total ?? 0 };
}
