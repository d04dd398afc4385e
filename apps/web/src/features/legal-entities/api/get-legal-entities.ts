import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { orpc } from '@/lib/api-client.ts';

export const LEGAL_ENTITIES_PAGE_SIZE = 25;

/**
 * /admins/legal-entities/ keeps its client filter, search and page in the URL.
 * A malformed parameter (a hand-edited link) is dropped, not an error screen.
 */
export const LegalEntitiesSearchSchema = v.object({
  clientId: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64))), undefined),
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type LegalEntitiesSearch = v.InferOutput<typeof LegalEntitiesSearchSchema>;

/** GET /legal-entities: one server page in the caller's scope, sorted by name. */
export function getLegalEntitiesQueryOptions(search: LegalEntitiesSearch) {
  return orpc.legalEntities.list.queryOptions({
    input: {
      clientId: search.clientId,
      search: search.search || undefined,
      page: search.page ?? 1,
      pageSize: LEGAL_ENTITIES_PAGE_SIZE,
    },
  });
}

export function useLegalEntities(search: LegalEntitiesSearch) {
  return useQuery({ ...getLegalEntitiesQueryOptions(search), placeholderData: keepPreviousData });
}
