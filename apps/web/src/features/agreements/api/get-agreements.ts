import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export const AGREEMENTS_PAGE_SIZE = 50;

/** GET /establishments/{establishmentId}/agreements. */
export function getAgreementsQueryOptions(establishmentId: string, page = 1) {
  return orpc.agreements.listForEstablishment.queryOptions({
    input: { establishmentId, page, pageSize: AGREEMENTS_PAGE_SIZE },
  });
}

/** The page's list: the previous page stays on screen while the next one loads. */
export function useAgreements(establishmentId: string, page = 1) {
  return useQuery({ ...getAgreementsQueryOptions(establishmentId, page), placeholderData: keepPreviousData });
}
