import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { orpc } from '@/lib/api-client.ts';

export const MEMBERS_PAGE_SIZE = 50;

export const EstablishmentMembersSearchSchema = v.object({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type EstablishmentMembersSearch = v.InferOutput<typeof EstablishmentMembersSearchSchema>;

/** GET /establishments/{establishmentId}/members: the team, sorted by name on the server. */
export function getEstablishmentMembersQueryOptions(establishmentId: string, page = 1) {
  return orpc.establishments.listMembers.queryOptions({
    input: { establishmentId, page, pageSize: MEMBERS_PAGE_SIZE },
  });
}

export function useEstablishmentMembers(establishmentId: string, page = 1) {
  return useQuery({ ...getEstablishmentMembersQueryOptions(establishmentId, page), placeholderData: keepPreviousData });
}
