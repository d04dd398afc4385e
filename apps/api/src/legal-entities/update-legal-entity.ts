import type { LegalEntity, LegalEntityUpdateInput } from '@qc/shared/legal-entities/schemas';
import type { Database } from '../db/client.ts';
import { legalEntities } from '../db/schema.ts';
import { auditedUpdate } from '../audit/audit.ts';
import type { Actor } from '../scope/actor.ts';
import { getById } from './create-legal-entity.ts';
import { lockLegalEntity } from './queries.ts';

export async function updateLegalEntity(
  db: Database,
  actor: Actor,
  input: LegalEntityUpdateInput,
): Promise<LegalEntity> {
  const scope = await actor.getScope();
  const { id, clientId: _clientId, ...changes } = input;
  await db.transaction(async (tx) => {
    const before = await lockLegalEntity(tx, scope, id);
    const change = { entity: 'legal-entity', clientId: before.clientId, id, before };
    await auditedUpdate(tx, actor, change, legalEntities, changes);
  });
  return getById(db, actor, id);
}
