import { useQuery, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import type { QueryClientContext } from '@/lib/route-options.ts';

/**
 * GET /establishments/{id}: SPEC §2 preloads it on the establishment's edit,
 * members, agreement and documents pages. Outside the caller's scope it is a
 * 404 (DESIGN §3), which the query client never retries.
 */
export function getEstablishmentQueryOptions(id: string) {
  return orpc.establishments.get.queryOptions({ input: { id } });
}

export function useEstablishment(id: string) {
  return useQuery(getEstablishmentQueryOptions(id));
}

/**
 * The loader of an establishment's tab: the establishment (SPEC §2) and the tab's own query, from
 * the path's establishment and the tab's page, prefetched together.
 */
export function prefetchWithEstablishment<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  tabQuery: (establishmentId: string, page?: number) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  return async ({ context, params, deps }: QueryClientContext & TabLoaderArgs) => {
    await Promise.all([
      context.queryClient.prefetchQuery(getEstablishmentQueryOptions(params.establishmentsId)),
      context.queryClient.prefetchQuery(tabQuery(params.establishmentsId, deps.page)),
    ]);
  };
}

type TabLoaderArgs = { params: { establishmentsId: string }; deps: { page?: number | undefined } };
