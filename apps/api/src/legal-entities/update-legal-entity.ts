import type { LegalEntity, LegalEntityUpdateInput } from '@qc/shared/legal-entities/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { legalEntities } from '../db/schema.ts';
import { audited } from '../audit/audit.ts';
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
    await audited(
      tx,
      actor,
      { entity: 'legal-entity', action: 'update', clientId: before.clientId, id, before },
      async () => (await tx.update(legalEntities).set(changes).where(eq(legalEntities.id, id)).returning())[0],
    );
  });
  return getById(db, actor, id);
}
