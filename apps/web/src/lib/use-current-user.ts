import { useSuspenseQuery } from '@tanstack/react-query';
import { orpc } from './api-client.ts';

/** The signed-in user's profile (GET /users/self), loaded by the authenticated layout's guard. */
export function useCurrentUser() {
  return useSuspenseQuery(orpc.users.self.queryOptions()).data;
}
