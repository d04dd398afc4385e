import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';

/* Not in route-options.ts: only loaders import this file, so the store stays out of the first chunk (issue 13). */

/**
 * The self-evaluation pages' loader: what the selected establishment's page reads, asked for
 * without waiting (the page shows its own loading state; no establishment chosen, nothing to ask).
 */
export function preloadForSelected<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryOptions: (establishmentId: string) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  return ({ context }: { context: { queryClient: QueryClient } }) => {
    const selected = useEstablishmentStore.getState().selectedEstablishment;
    if (selected) void context.queryClient.prefetchQuery(queryOptions(selected.id));
  };
}
