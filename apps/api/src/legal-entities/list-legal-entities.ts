import type { ListResult } from '@qc/shared/common/list';
import type { LegalEntity, LegalEntityListQuery } from '@qc/shared/legal-entities/schemas';
import { and, asc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { legalEntities } from '../db/schema.ts';
import { countWhere, eqIfGiven, readPage, searchWhere } from '../common/pagination.ts';
import type { Actor } from '../scope/actor.ts';
import { legalEntityScopeWhere } from '../scope/where.ts';
import { selectLegalEntities, toLegalEntities } from './queries.ts';

export async function listLegalEntities(
  db: Database,
  actor: Actor,
  input: LegalEntityListQuery,
): Promise<ListResult<LegalEntity>> {
  const scope = await actor.getScope();
  const where = and(
    legalEntityScopeWhere(scope),
    eqIfGiven(legalEntities.clientId, input.clientId),
    searchWhere(input.search, legalEntities.name, legalEntities.city, legalEntities.siren),
  );
  const { rows, total } = await readPage(
    selectLegalEntities(db).where(where).orderBy(asc(legalEntities.name), asc(legalEntities.id)),
    countWhere(db, legalEntities, where),
    input,
  );
  return { items: await toLegalEntities(db, actor, rows), total };
}
