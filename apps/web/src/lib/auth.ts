import { queryOptions } from '@tanstack/react-query';
import { authClient } from './auth-client.ts';
import { queryClient } from './query-client.ts';

/**
 * The better-auth session (GET /api/auth/get-session) in the query cache. The
 * auth session is not an oRPC procedure, so this is the one key written by hand.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: async () => {
    const { data, error } = await authClient.getSession();
    if (error) throw Object.assign(new Error(error.message ?? 'Session illisible'), { status: error.status });
    return data ?? null;
  },
  staleTime: 60_000,
});

/**
 * SPEC §4: the server session is re-read after sign-out, update-user, sign-in,
 * delete-user and a multi-session set-active call. A change of user also drops
 * every cached answer: they belonged to the previous user.
 */
export async function refreshAfterAuthChange(options: { userChanged: boolean }) {
  if (options.userChanged) {
    queryClient.clear();
  } else {
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
  }
}
