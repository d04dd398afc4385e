/** What every list keeps in its URL besides its own filters. */
export type PagedSearch = { page?: number | undefined; search?: string | undefined };
export type PageInput<S> = Omit<S, 'page'> & { page: number; pageSize: number };

/**
 * A list call's input from its route's search: the parameters its schema declares (the router's
 * search also carries whatever else the URL holds, never sent), the search text only when something
 * is typed, page 1 by default, and the list's page size.
 */
export function pageInput<S extends PagedSearch>(
  schema: { entries: object },
  search: S,
  pageSize: number,
): PageInput<S> {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(schema.entries))
    input[key] =
      key === 'search' ? search.search || undefined : key === 'page' ? (search.page ?? 1) : search[key as keyof S];
  return { ...(input as Omit<S, 'page'>), page: search.page ?? 1, pageSize };
}
