import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export const MEMBERS_PAGE_SIZE = 50;

/** GET /establishments/{establishmentId}/members: the team, sorted by name on the server. */
export function getEstablishmentMembersQueryOptions(establishmentId: string, page = 1) {
  return orpc.establishments.listMembers.queryOptions({
    input: { establishmentId, page, pageSize: MEMBERS_PAGE_SIZE },
  });
}

/** The page's list: the previous page stays on screen while the next one loads. */
export function useEstablishmentMembers(establishmentId: string, page = 1) {
  return useQuery({ ...getEstablishmentMembersQueryOptions(establishmentId, page), placeholderData: keepPreviousData });
}
