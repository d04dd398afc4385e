import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** GET /establishments/{id}: 404 outside the caller's scope (DESIGN §3), never retried. */
export function getEstablishmentQueryOptions(id: string) {
  return orpc.establishments.get.queryOptions({ input: { id }, retry: false });
}

export function useEstablishment(id: string) {
  return useQuery(getEstablishmentQueryOptions(id));
}
