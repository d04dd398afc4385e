import type { LegalEntity } from '@qc/shared/legal-entities/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { legalEntities } from '../db/schema.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { legalEntityScopeWhere } from '../scope/where.ts';
import { LEGAL_ENTITY_ERRORS, selectLegalEntities, toLegalEntities } from './queries.ts';

export async function getLegalEntity(db: Database, actor: Actor, id: string): Promise<LegalEntity> {
  const scope = await actor.getScope();
  const [row] = await selectLegalEntities(db).where(and(eq(legalEntities.id, id), legalEntityScopeWhere(scope)));
  if (!row) notFound(LEGAL_ENTITY_ERRORS.notFound);
  const [legalEntity] = await toLegalEntities(db, actor, [row]);
  return legalEntity!;
}
