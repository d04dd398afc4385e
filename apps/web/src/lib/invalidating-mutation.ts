import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';

type Refresh = {
  /**
   * The mutation ends only once the listed queries are fresh (its `isPending`, and the caller's own
   * `onSuccess`, wait for them). By default the refetch is not awaited: a deleted row, and the dialog
   * in it, go with the refetch after the caller's own `onSuccess`.
   */
  awaitRefetch?: boolean;
  /** Refresh after a failure too (the server may have changed part of it, or another user all of it). */
  evenOnError?: boolean;
};

/**
 * A write and the queries it makes stale: `orpc.x.y.mutationOptions()` (or any mutation options) and
 * the keys to invalidate after it, from `orpc.x.key()` so every screen reading them refetches.
 */
export function useInvalidatingMutation<TData, TError, TVariables, TContext>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  keys: readonly QueryKey[],
  { awaitRefetch = false, evenOnError = false }: Refresh = {},
) {
  const queryClient = useQueryClient();
  const invalidate = () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const refresh = awaitRefetch ? invalidate : () => void invalidate();
  return useMutation({ ...options, ...(evenOnError ? { onSettled: refresh } : { onSuccess: refresh }) });
}

/**
 * The hook of one procedure's write that refreshes `keys` (see useInvalidatingMutation), for the
 * modules that declare a kind of record's writes side by side: `orpc.x.create` and the lists it changes.
 */
export function invalidatingHook<TData, TError, TVariables, TContext>(
  procedure: { mutationOptions: () => UseMutationOptions<TData, TError, TVariables, TContext> },
  keys: readonly QueryKey[],
  refresh?: Refresh,
) {
  return function useProcedureMutation() {
    return useInvalidatingMutation(procedure.mutationOptions(), keys, refresh);
  };
}
