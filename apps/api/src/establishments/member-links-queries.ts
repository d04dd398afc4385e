import type { ListResult } from '@qc/shared/common/list';
import type { EstablishmentMemberLink } from '@qc/shared/establishments/schemas';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { effectiveMembers, establishmentMembers, user } from '../db/schema.ts';
import { actions } from '../db/schema-action-plans.ts';
import { recordAudit } from '../audit/audit.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../common/database-errors.ts';
import { conflict, notFound } from '../common/domain-errors.ts';
import { getOffset } from '../common/pagination.ts';
import { memberColumns, toMember } from '../members/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { memberScopeWhere } from '../scope/where.ts';
import { findEstablishmentInScope } from './get-establishment.ts';
import { ESTABLISHMENT_ERRORS } from './queries.ts';

export const MEMBER_LINK_ERRORS = {
  memberNotFound: 'Membre introuvable',
  alreadyLinked: 'Ce membre est déjà rattaché à cet établissement',
  notLinked: "Ce membre n'est pas rattaché à cet établissement",
  responsibleOfOpenActions: (total: number) =>
    `Impossible de retirer ce membre de l'équipe : il est responsable de ${total} ${
      total === 1 ? 'action en cours' : 'actions en cours'
    }`,
} as const;

/** An action still to do: its responsible must stay in the team (DESIGN §6). */
const OPEN_ACTION_STATUSES = ['TODO', 'IN_PROGRESS'];

function selectLinks(db: Database) {
  return db
    .select({ link: establishmentMembers, ...memberColumns })
    .from(establishmentMembers)
    .innerJoin(effectiveMembers, eq(effectiveMembers.id, establishmentMembers.effectiveMemberId))
    .leftJoin(user, eq(user.id, effectiveMembers.userId));
}

type LinkRow = Awaited<ReturnType<ReturnType<typeof selectLinks>['execute']>>[number];

function toLink(row: LinkRow): EstablishmentMemberLink {
  return {
    id: row.link.id,
    establishmentId: row.link.establishmentId,
    effectiveMemberId: row.link.effectiveMemberId,
    effectiveMember: toMember(row),
  };
}

async function requireEstablishment(db: Database, actor: Actor, establishmentId: string) {
  const establishment = await findEstablishmentInScope(db, actor, establishmentId);
  if (!establishment) notFound(ESTABLISHMENT_ERRORS.notFound);
  return establishment;
}

/** The team of an establishment the caller sees (DESIGN §3: establishment:read). */
export async function listEstablishmentMembers(
  db: Database,
  actor: Actor,
  input: { establishmentId: string; page: number; pageSize: number },
): Promise<ListResult<EstablishmentMemberLink>> {
  const establishment = await requireEstablishment(db, actor, input.establishmentId);
  const where = eq(establishmentMembers.establishmentId, establishment.id);
  const [rows, [totalRow]] = await Promise.all([
    selectLinks(db)
      .where(where)
      .orderBy(asc(effectiveMembers.lastName), asc(effectiveMembers.firstName), asc(establishmentMembers.id))
      .limit(input.pageSize)
      .offset(getOffset(input)),
    db.select({ total: count() }).from(establishmentMembers).where(where),
  ]);
  return { items: rows.map(toLink), total: totalRow?.total ?? 0 };
}

/** Links a member of the establishment's client; twice is a 409. */
export async function addEstablishmentMember(
  db: Database,
  actor: Actor,
  input: { establishmentId: string; effectiveMemberId: string },
): Promise<EstablishmentMemberLink> {
  const establishment = await requireEstablishment(db, actor, input.establishmentId);
  const scope = await actor.getScope();
  const linkId = await db
    .transaction(async (tx) => {
      const [member] = await tx
        .select({ id: effectiveMembers.id })
        .from(effectiveMembers)
        .where(
          and(
            eq(effectiveMembers.id, input.effectiveMemberId),
            eq(effectiveMembers.clientId, establishment.clientId),
            memberScopeWhere(scope),
          ),
        )
        // A deletion of the member running now waits for this link (then refuses, 409), or went first (404).
        .for('share', { of: effectiveMembers });
      if (!member) notFound(MEMBER_LINK_ERRORS.memberNotFound);
      const [existing] = await tx
        .select({ id: establishmentMembers.id })
        .from(establishmentMembers)
        .where(
          and(
            eq(establishmentMembers.establishmentId, establishment.id),
            eq(establishmentMembers.effectiveMemberId, member.id),
          ),
        );
      if (existing) conflict(MEMBER_LINK_ERRORS.alreadyLinked);
      const [link] = await tx
        .insert(establishmentMembers)
        .values({ establishmentId: establishment.id, effectiveMemberId: member.id })
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        clientId: establishment.clientId,
        entity: 'establishment-member',
        entityId: link!.id,
        action: 'create',
        after: link,
      });
      return link!.id;
    })
    .catch((error: unknown) => {
      // The same link requested twice at once: the unique index answers for the second.
      if (isUniqueViolation(error)) conflict(MEMBER_LINK_ERRORS.alreadyLinked);
      // The establishment deleted meanwhile (its deletion locks it first): gone, not a 500.
      if (isForeignKeyViolation(error)) notFound(ESTABLISHMENT_ERRORS.notFound);
      throw error;
    });
  const [row] = await selectLinks(db).where(eq(establishmentMembers.id, linkId));
  return toLink(row!);
}

export async function removeEstablishmentMember(
  db: Database,
  actor: Actor,
  input: { establishmentId: string; effectiveMemberId: string },
): Promise<{ success: true }> {
  const establishment = await requireEstablishment(db, actor, input.establishmentId);
  await db.transaction(async (tx) => {
    // Locked first: an action being given this member as responsible holds the link `for share`
    // and commits before the count below, which then sees it (issue 12).
    const [before] = await tx
      .select()
      .from(establishmentMembers)
      .where(
        and(
          eq(establishmentMembers.establishmentId, establishment.id),
          eq(establishmentMembers.effectiveMemberId, input.effectiveMemberId),
        ),
      )
      .for('update');
    if (!before) notFound(MEMBER_LINK_ERRORS.notLinked);
    // Refused rather than reassigned: who takes over an action is the team's decision, not a side effect.
    const [open] = await tx
      .select({ total: count() })
      .from(actions)
      .where(
        and(
          eq(actions.establishmentId, establishment.id),
          eq(actions.responsibleId, input.effectiveMemberId),
          inArray(actions.status, OPEN_ACTION_STATUSES),
        ),
      );
    const total = open?.total ?? 0;
    if (total > 0) conflict(MEMBER_LINK_ERRORS.responsibleOfOpenActions(total));
    await tx.delete(establishmentMembers).where(eq(establishmentMembers.id, before.id));
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: establishment.clientId,
      entity: 'establishment-member',
      entityId: before.id,
      action: 'delete',
      before,
    });
  });
  return { success: true };
}
