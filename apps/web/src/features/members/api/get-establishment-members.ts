import { orpc } from '@/lib/api-client.ts';
import { keepingPage } from '@/lib/page-input.ts';
import { EstablishmentMembersSearchSchema, type EstablishmentMembersSearch } from './establishment-members-search.ts';

export const MEMBERS_PAGE_SIZE = 50;

export { EstablishmentMembersSearchSchema, type EstablishmentMembersSearch };

/** GET /establishments/{establishmentId}/members: the team, sorted by name on the server. */
export function getEstablishmentMembersQueryOptions(establishmentId: string, page = 1) {
  return orpc.establishments.listMembers.queryOptions({
    input: { establishmentId, page, pageSize: MEMBERS_PAGE_SIZE },
  });
}

export const useEstablishmentMembers = keepingPage(getEstablishmentMembersQueryOptions);
