import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/paged-list.ts';
import { LegalEntitiesSearchSchema, type LegalEntitiesSearch } from './legal-entities-search.ts';

export { LegalEntitiesSearchSchema, type LegalEntitiesSearch };

/** GET /legal-entities: one server page in the caller's scope, sorted by name; 25 a page. */
export const legalEntitiesList = pagedList(LegalEntitiesSearchSchema, 25, (input) =>
  orpc.legalEntities.list.queryOptions({ input }),
);
