import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** GET /establishments/{id}: SPEC §2 preloads it on the agreement page. */
export function getEstablishmentQueryOptions(id: string) {
  return orpc.establishments.get.queryOptions({ input: { id } });
}

export function useEstablishment(id: string) {
  return useQuery(getEstablishmentQueryOptions(id));
}
