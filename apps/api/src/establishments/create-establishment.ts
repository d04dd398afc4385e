import type { Establishment, EstablishmentCreateInput } from '@qc/shared/establishments/schemas';
import { and, eq } from 'drizzle-orm';
import { auditedInsert } from '../audit/audit.ts';
import { rethrowConstraint } from '../common/database-errors.ts';
import { fieldError, notFound } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers, establishmentMembers } from '../db/schema-members.ts';
import { establishments, legalEntities } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import type { Actor } from '../scope/actor.ts';
import { legalEntityScopeWhere } from '../scope/where.ts';
import { ESTABLISHMENT_ERRORS, findEstablishmentById } from './queries.ts';
import { assertSiretOfSiren } from './siret.ts';

/**
 * DESIGN §3: the legal entity is one the caller sees (for a DIRECTOR, one of
 * the establishments already in its scope) and gives the client; a DIRECTOR
 * is linked to what it creates through its effective member.
 */
export async function createEstablishment(
  db: Database,
  actor: Actor,
  input: EstablishmentCreateInput,
): Promise<Establishment> {
  const scope = await actor.getScope();
  const { clientId: requestedClientId, legalEntityId, ...fields } = input;
  const id = await db
    .transaction(async (tx) => {
      // FOR SHARE: a deletion of the legal entity running now waits for this
      // creation (then sees the establishment and refuses), or has committed
      // first and this read finds nothing (404) — never a foreign key 500 (issue 12).
      const [legalEntity] = await tx
        .select({ id: legalEntities.id, clientId: legalEntities.clientId, siren: legalEntities.siren })
        .from(legalEntities)
        .where(and(eq(legalEntities.id, legalEntityId), legalEntityScopeWhere(scope)))
        .for('share');
      if (!legalEntity) notFound(ESTABLISHMENT_ERRORS.legalEntityNotFound);
      if (requestedClientId && requestedClientId !== legalEntity.clientId) {
        fieldError('legalEntityId', ESTABLISHMENT_ERRORS.legalEntityOfOtherClient);
      }
      assertSiretOfSiren(fields.siret, legalEntity.siren);
      const audit = { entity: 'establishment', clientId: legalEntity.clientId };
      const created = await auditedInsert(tx, actor, audit, establishments, {
        ...fields,
        lastAssembly: fields.lastAssembly ?? null,
        category: fields.category ?? null,
        capacity: fields.capacity ?? null,
        clientId: legalEntity.clientId,
        legalEntityId: legalEntity.id,
      });
      if (scope.kind === 'establishments') await linkCreator(tx, actor, created);
      return created.id;
    })
    .catch((error: unknown) => rethrowConstraint(error, { foreignKey: ESTABLISHMENT_ERRORS.legalEntityNotFound }));
  return findEstablishmentById(db, id);
}

/** Links the creating DIRECTOR to its new establishment, creating its effective member if it has none. */
async function linkCreator(tx: Transaction, actor: Actor, created: typeof establishments.$inferSelect) {
  // The creator's row is locked: two creations at once share one member instead of making two.
  await tx.select({ id: user.id }).from(user).where(eq(user.id, actor.id)).for('no key update');
  let [member] = await tx
    .select()
    .from(effectiveMembers)
    .where(and(eq(effectiveMembers.userId, actor.id), eq(effectiveMembers.clientId, created.clientId)));
  if (!member) {
    const [self] = await tx.select().from(user).where(eq(user.id, actor.id));
    member = await auditedInsert(
      tx,
      actor,
      { entity: 'effective-member', clientId: created.clientId },
      effectiveMembers,
      {
        clientId: created.clientId,
        userId: actor.id,
        firstName: self?.firstName || self?.name || actor.email,
        lastName: self?.lastName ?? '',
        role: 'DIRECTOR',
      },
    );
  }
  const memberId = member.id;
  await auditedInsert(tx, actor, { entity: 'establishment-member', clientId: created.clientId }, establishmentMembers, {
    establishmentId: created.id,
    effectiveMemberId: memberId,
  });
}
