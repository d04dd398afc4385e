import { ilike, or, type Column, type SQL } from 'drizzle-orm';

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
