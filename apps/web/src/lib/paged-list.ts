import { keepPreviousData, useQuery, type DataTag, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import type * as v from 'valibot';
import { pageInput, type PageInput } from './page-input.ts';

/** What a list procedure's `queryOptions` gives (oRPC's): its typed key, and how to fetch. */
type ListOptions<TOutput, TError> = { queryKey: DataTag<QueryKey, TOutput, TError>; queryFn: QueryFunction<TOutput> };
type SearchSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * A server-paged list read from its route's search, the same for every admin list: the query
 * options (the route's loader and the page read the same key, the input built by pageInput), and
 * the page's hook, where the previous page stays on screen while the next one loads; and the page
 * size, which the page's pagination shows.
 */
export function pagedList<TSchema extends SearchSchema, TOutput, TError>(
  schema: TSchema,
  pageSize: number,
  listOptions: (input: PageInput<v.InferOutput<TSchema>>) => ListOptions<TOutput, TError>,
) {
  const queryOptions = (search: v.InferOutput<TSchema>) => listOptions(pageInput(schema, search, pageSize));
  const useList = (search: v.InferOutput<TSchema>) =>
    useQuery({ ...queryOptions(search), placeholderData: keepPreviousData });
  return { queryOptions, useList, pageSize };
}

/**
 * An establishment tab's server-paged list (its members, its agreements), as `pagedList` for a list read from the
 * path's establishment and the search's page: `queryOptions` for the tab's loader (`prefetchWithEstablishment`),
 * `useList` for the tab, where the previous page stays on screen while the next one loads, and the page size.
 */
export function establishmentTabList<TOutput, TError>(
  pageSize: number,
  listOptions: (input: { establishmentId: string; page: number; pageSize: number }) => ListOptions<TOutput, TError>,
) {
  const queryOptions = (establishmentId: string, page = 1) => listOptions({ establishmentId, page, pageSize });
  const useList = (establishmentId: string, page = 1) =>
    useQuery({ ...queryOptions(establishmentId, page), placeholderData: keepPreviousData });
  return { queryOptions, useList, pageSize };
}
