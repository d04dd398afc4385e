import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/paged-list.ts';
import { LegalEntitiesSearchSchema } from './legal-entities-search.ts';

/** GET /legal-entities: one server page in the caller's scope, sorted by name; 25 a page. */
export const legalEntitiesList = pagedList(LegalEntitiesSearchSchema, 25, (input) =>
  orpc.legalEntities.list.queryOptions({ input }),
);
