import type { LegalEntity, LegalEntityCreateInput } from '@qc/shared/legal-entities/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients, legalEntities } from '../db/schema.ts';
import { audited } from '../audit/audit.ts';
import { rethrowConstraint } from '../common/database-errors.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { clientScopeWhere } from '../scope/where.ts';
import { CLIENT_ERRORS } from '../clients/queries.ts';
import { selectLegalEntities, toLegalEntities } from './queries.ts';

export async function getById(db: Database, actor: Actor, id: string): Promise<LegalEntity> {
  const [row] = await selectLegalEntities(db).where(eq(legalEntities.id, id));
  const [legalEntity] = await toLegalEntities(db, actor, [row!]);
  return legalEntity!;
}

export async function createLegalEntity(
  db: Database,
  actor: Actor,
  input: LegalEntityCreateInput,
): Promise<LegalEntity> {
  const scope = await actor.getScope();
  const id = await db
    .transaction(async (tx) => {
      // Only whoever manages the whole client adds to it: a DIRECTOR's read access to its client is not enough.
      if (scope.kind === 'establishments') notFound(CLIENT_ERRORS.notFound);
      const [client] = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, input.clientId), clientScopeWhere(scope)))
        // A client deleted meanwhile waits for this creation, or has gone first: 404, never a foreign key 500.
        .for('share');
      if (!client) notFound(CLIENT_ERRORS.notFound);
      const row = await audited(
        tx,
        actor,
        { entity: 'legal-entity', action: 'create', clientId: (row) => row.clientId },
        async () => (await tx.insert(legalEntities).values(input).returning())[0],
      );
      return row!.id;
    })
    .catch((error: unknown) => rethrowConstraint(error, { foreignKey: CLIENT_ERRORS.notFound }));
  return getById(db, actor, id);
}
