import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';

/** What every list keeps in its URL besides its own filters. */
type PagedSearch = { page?: number | undefined; search?: string | undefined };
type PageInput<S> = Omit<S, 'page'> & { page: number; pageSize: number };
type SearchSchema = v.GenericSchema<unknown, PagedSearch> & { entries: object };

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

/**
 * One server-paginated list: its query options (for the route's loader) and its hook (the previous
 * page stays on screen while the next one loads), from the route's search schema, the page size and
 * the procedure's query options.
 */
export function pagedList<TSchema extends SearchSchema, TData, TError>(
  schema: TSchema,
  pageSize: number,
  queryOptions: (input: PageInput<v.InferOutput<TSchema>>) => UseQueryOptions<TData, TError, TData, QueryKey>,
) {
  const getQueryOptions = (search: v.InferOutput<TSchema>) => queryOptions(pageInput(schema, search, pageSize));
  return [getQueryOptions, keepingPage(getQueryOptions)] as const;
}

/**
 * The hook of a paginated (or searched) query from its options builder: the previous page stays on
 * screen while the next one loads, instead of the list flashing to « Chargement… ».
 */
export function keepingPage<TArgs extends unknown[], TData, TError>(
  getQueryOptions: (...args: TArgs) => UseQueryOptions<TData, TError, TData, QueryKey>,
) {
  const useKeptPage = (...args: TArgs) => useQuery({ ...getQueryOptions(...args), placeholderData: keepPreviousData });
  return useKeptPage;
}
