import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/page-input.ts';
import { LegalEntitiesSearchSchema, type LegalEntitiesSearch } from './legal-entities-search.ts';

export const LEGAL_ENTITIES_PAGE_SIZE = 25;

export { LegalEntitiesSearchSchema, type LegalEntitiesSearch };

/** GET /legal-entities: one server page in the caller's scope, sorted by name. */
export const [getLegalEntitiesQueryOptions, useLegalEntities] = pagedList(
  LegalEntitiesSearchSchema,
  LEGAL_ENTITIES_PAGE_SIZE,
  (input) => orpc.legalEntities.list.queryOptions({ input }),
);
