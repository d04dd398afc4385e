import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { orpc } from '@/lib/api-client.ts';

export const AGREEMENTS_PAGE_SIZE = 50;

export const AgreementsSearchSchema = v.object({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type AgreementsSearch = v.InferOutput<typeof AgreementsSearchSchema>;

/** GET /establishments/{establishmentId}/agreements. */
export function getAgreementsQueryOptions(establishmentId: string, page = 1) {
  return orpc.agreements.listForEstablishment.queryOptions({
    input: { establishmentId, page, pageSize: AGREEMENTS_PAGE_SIZE },
  });
}

export function useAgreements(establishmentId: string, page = 1) {
  return useQuery({ ...getAgreementsQueryOptions(establishmentId, page), placeholderData: keepPreviousData });
}
