import { orpc } from '@/lib/api-client.ts';
import { keepingPage } from '@/lib/page-input.ts';
import { AgreementsSearchSchema, type AgreementsSearch } from './agreements-search.ts';

export const AGREEMENTS_PAGE_SIZE = 50;

export { AgreementsSearchSchema, type AgreementsSearch };

/** GET /establishments/{establishmentId}/agreements. */
export function getAgreementsQueryOptions(establishmentId: string, page = 1) {
  return orpc.agreements.listForEstablishment.queryOptions({
    input: { establishmentId, page, pageSize: AGREEMENTS_PAGE_SIZE },
  });
}

export const useAgreements = keepingPage(getAgreementsQueryOptions);
