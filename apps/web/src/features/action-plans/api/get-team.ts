import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** The establishment's team (SPEC §7 GET /establishments/{id}/members): who can be responsible. */
export function useTeam(establishmentId: string | undefined) {
  return useQuery({
    ...orpc.establishments.listMembers.queryOptions({
      input: { establishmentId: establishmentId ?? '', page: 1, pageSize: 200 },
    }),
    enabled: Boolean(establishmentId),
  });
}
