import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

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
