import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { pageInput } from '@/lib/page-input.ts';
import { LegalEntitiesSearchSchema, type LegalEntitiesSearch } from './legal-entities-search.ts';

export const LEGAL_ENTITIES_PAGE_SIZE = 25;

export { LegalEntitiesSearchSchema, type LegalEntitiesSearch };

/** GET /legal-entities: one server page in the caller's scope, sorted by name. The input from the route's search (its loader and the page read the same key). */
export function getLegalEntitiesQueryOptions(search: LegalEntitiesSearch) {
  return orpc.legalEntities.list.queryOptions({
    input: pageInput(LegalEntitiesSearchSchema, search, LEGAL_ENTITIES_PAGE_SIZE),
  });
}

/** The page's list: the previous page stays on screen while the next one loads. */
export function useLegalEntities(search: LegalEntitiesSearch) {
  return useQuery({ ...getLegalEntitiesQueryOptions(search), placeholderData: keepPreviousData });
}
