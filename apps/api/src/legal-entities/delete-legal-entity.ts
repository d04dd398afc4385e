import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { establishments, legalEntities } from '../db/schema.ts';
import { audited } from '../audit/audit.ts';
import { isForeignKeyViolation } from '../common/database-errors.ts';
import { countRows, DEPENDANT_NAMES, describeDependants } from '../common/dependants.ts';
import { conflict } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { LEGAL_ENTITY_ERRORS } from './queries.ts';
import { lockLegalEntity } from './queries.ts';

export async function deleteLegalEntity(db: Database, actor: Actor, id: string): Promise<void> {
  const scope = await actor.getScope();
  await db.transaction(async (tx) => {
    const before = await lockLegalEntity(tx, scope, id);
    const refusal = describeDependants('cette entité légale', [
      {
        count: await countRows(tx, establishments, eq(establishments.legalEntityId, id)),
        ...DEPENDANT_NAMES.establishment,
      },
    ]);
    if (refusal) conflict(refusal);
    // An establishment written without the share lock of createEstablishment would still be caught by the key: a 409, not a 500.
    await audited(
      tx,
      actor,
      { entity: 'legal-entity', action: 'delete', clientId: before.clientId, id, before },
      async () => {
        await tx
          .delete(legalEntities)
          .where(eq(legalEntities.id, id))
          .catch((error: unknown) => {
            if (isForeignKeyViolation(error)) conflict(LEGAL_ENTITY_ERRORS.stillUsed);
            throw error;
          });
      },
    );
  });
}
