import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from './auth.ts';
import { getErrorStatus } from './errors.ts';

/**
 * A 401 from any call means the session ended meanwhile (expired, revoked from
 * another device): forget the cached session and let the authenticated
 * layout's guard run again, which shows SPEC §6's toast and goes to login.
 */
export function watchSessionExpiry(queryClient: QueryClient, onExpired: () => void) {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (getErrorStatus(event.action.error) !== 401) return;
    queryClient.removeQueries({ queryKey: sessionQueryOptions.queryKey });
    onExpired();
  });
}
