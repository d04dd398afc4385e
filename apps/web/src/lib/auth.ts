import { queryOptions } from '@tanstack/react-query';
import { authClient } from './auth-client.ts';
import { queryClient } from './query-client.ts';

/**
 * The better-auth session (GET /api/auth/get-session) in the query cache. The
 * auth session is not an oRPC procedure, so this is the one key written by hand.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: async () => (await authRead(authClient.getSession(), 'Session illisible')) ?? null,
  staleTime: 60_000,
});

type AuthError = { message?: string | undefined; status: number };

/*
 * better-auth answers its errors (`{ data, error }`) rather than throwing them; TanStack Query needs
 * them thrown to show a query's error or run a mutation's onError.
 */

/** A better-auth read: its data, or an Error carrying the status (the query client does not retry a 4xx). */
export async function authRead<T>(
  call: Promise<{ data: T; error: null } | { data: null; error: AuthError }>,
  unreadable: string,
): Promise<T | null> {
  const { data, error } = await call;
  if (error) throw Object.assign(new Error(error.message ?? unreadable), { status: error.status });
  return data;
}

/** A better-auth write: its error thrown as it is. */
export async function authWrite(call: Promise<{ error: unknown }>): Promise<void> {
  const { error } = await call;
  if (error) throw error;
}

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
