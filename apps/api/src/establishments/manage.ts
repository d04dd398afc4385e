import type {
  Establishment,
  EstablishmentCreateInput,
  EstablishmentUpdateInput,
} from '@qc/shared/establishments/schemas';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  agreements,
  clients,
  effectiveMembers,
  establishmentMembers,
  establishments,
  legalEntities,
  user,
} from '../db/schema.ts';
import { recordAudit } from '../audit/audit.ts';
import { rethrowConstraint } from '../common/database-errors.ts';
import { describeDependants } from '../common/dependants.ts';
import { actions } from '../db/schema-action-plans.ts';
import { documents } from '../db/schema-documents.ts';
import { evaluations } from '../db/schema-questionnaires.ts';
import type { Transaction } from '../common/transaction.ts';
import { conflict, fieldError, notFound } from '../orpc/base.ts';
import type { Actor } from '../scope/actor.ts';
import { legalEntityScopeWhere } from '../scope/where.ts';
import { establishmentColumns, establishmentScopeWhere, toEstablishment } from './queries.ts';

export const ESTABLISHMENT_ERRORS = {
  notFound: 'Établissement introuvable',
  legalEntityNotFound: 'Entité légale introuvable',
  legalEntityOfOtherClient: "L'entité légale doit appartenir au client de l'établissement",
} as const;

function selectEstablishments(db: Database | Transaction) {
  return db
    .select(establishmentColumns)
    .from(establishments)
    .innerJoin(clients, eq(clients.id, establishments.clientId))
    .innerJoin(legalEntities, eq(legalEntities.id, establishments.legalEntityId));
}

export async function findEstablishmentInScope(db: Database, actor: Actor, id: string): Promise<Establishment | null> {
  const scope = await actor.getScope();
  const [row] = await selectEstablishments(db).where(and(eq(establishments.id, id), establishmentScopeWhere(scope)));
  return row ? toEstablishment(row) : null;
}

async function findEstablishmentById(db: Database, id: string): Promise<Establishment> {
  const [row] = await selectEstablishments(db).where(eq(establishments.id, id));
  return toEstablishment(row!);
}

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
        .select({ id: legalEntities.id, clientId: legalEntities.clientId })
        .from(legalEntities)
        .where(and(eq(legalEntities.id, legalEntityId), legalEntityScopeWhere(scope)))
        .for('share');
      if (!legalEntity) notFound(ESTABLISHMENT_ERRORS.legalEntityNotFound);
      if (requestedClientId && requestedClientId !== legalEntity.clientId) {
        fieldError('legalEntityId', ESTABLISHMENT_ERRORS.legalEntityOfOtherClient);
      }
      const [created] = await tx
        .insert(establishments)
        .values({
          ...fields,
          lastAssembly: fields.lastAssembly ?? null,
          category: fields.category ?? null,
          capacity: fields.capacity ?? null,
          clientId: legalEntity.clientId,
          legalEntityId: legalEntity.id,
        })
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        clientId: created!.clientId,
        entity: 'establishment',
        entityId: created!.id,
        action: 'create',
        after: created,
      });
      if (scope.kind === 'establishments') await linkCreator(tx, actor, created!);
      return created!.id;
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
    [member] = await tx
      .insert(effectiveMembers)
      .values({
        clientId: created.clientId,
        userId: actor.id,
        firstName: self?.firstName || self?.name || actor.email,
        lastName: self?.lastName ?? '',
        role: 'DIRECTOR',
      })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: created.clientId,
      entity: 'effective-member',
      entityId: member!.id,
      action: 'create',
      after: member,
    });
  }
  const [link] = await tx
    .insert(establishmentMembers)
    .values({ establishmentId: created.id, effectiveMemberId: member!.id })
    .returning();
  await recordAudit(tx, {
    actorId: actor.id,
    clientId: created.clientId,
    entity: 'establishment-member',
    entityId: link!.id,
    action: 'create',
    after: link,
  });
}

export async function updateEstablishment(
  db: Database,
  actor: Actor,
  input: EstablishmentUpdateInput,
): Promise<Establishment> {
  const scope = await actor.getScope();
  const { id, legalEntityId: _legalEntityId, clientId: _clientId, ...changes } = input;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(establishments)
      .where(and(eq(establishments.id, id), establishmentScopeWhere(scope)))
      .for('update');
    if (!before) notFound(ESTABLISHMENT_ERRORS.notFound);
    const [after] = await tx.update(establishments).set(changes).where(eq(establishments.id, id)).returning();
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: before.clientId,
      entity: 'establishment',
      entityId: id,
      action: 'update',
      before,
      after,
    });
  });
  return findEstablishmentById(db, id);
}

/** Refused while agreements, team members, users, documents, evaluations or actions are attached to it. */
export async function deleteEstablishment(db: Database, actor: Actor, id: string): Promise<void> {
  const scope = await actor.getScope();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(establishments)
      .where(and(eq(establishments.id, id), establishmentScopeWhere(scope)))
      .for('update');
    if (!before) notFound(ESTABLISHMENT_ERRORS.notFound);
    // One query at a time: a transaction holds a single connection.
    const [agreementCount] = await tx
      .select({ total: count() })
      .from(agreements)
      .where(eq(agreements.establishmentId, id));
    const [memberCount] = await tx
      .select({ total: count() })
      .from(establishmentMembers)
      .where(eq(establishmentMembers.establishmentId, id));
    const [userCount] = await tx.select({ total: count() }).from(user).where(eq(user.establishmentId, id));
    const [documentCount] = await tx
      .select({ total: count() })
      .from(documents)
      .where(eq(documents.establishmentId, id));
    const [evaluationCount] = await tx
      .select({ total: count() })
      .from(evaluations)
      .where(eq(evaluations.establishmentId, id));
    const [actionCount] = await tx.select({ total: count() }).from(actions).where(eq(actions.establishmentId, id));
    const refusal = describeDependants('cet établissement', [
      { count: agreementCount?.total ?? 0, singular: 'agrément', plural: 'agréments' },
      { count: memberCount?.total ?? 0, singular: 'membre', plural: 'membres' },
      { count: userCount?.total ?? 0, singular: 'utilisateur', plural: 'utilisateurs' },
      { count: documentCount?.total ?? 0, singular: 'document', plural: 'documents' },
      { count: evaluationCount?.total ?? 0, singular: 'évaluation', plural: 'évaluations', isFeminine: true },
      { count: actionCount?.total ?? 0, singular: 'action', plural: 'actions', isFeminine: true },
    ]);
    if (refusal) conflict(refusal);
    await tx.delete(establishments).where(eq(establishments.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: before.clientId,
      entity: 'establishment',
      entityId: id,
      action: 'delete',
      before,
    });
  });
}
