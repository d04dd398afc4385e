import type { ListResult } from '@qc/shared/common/list';
import { DIRECTOR_MEMBER_ROLES, type MemberRole, type Role } from '@qc/shared/enums';
import type {
  EffectiveMember,
  MemberConvertOutput,
  MemberCreateInput,
  MemberListQuery,
  MemberUpdateInput,
} from '@qc/shared/members/schemas';
import { and, asc, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients, effectiveMembers, establishmentMembers, user } from '../db/schema.ts';
import { recordAudit } from '../audit/audit.ts';
import { isUniqueViolation } from '../common/database-errors.ts';
import { getOffset, toContainsPattern } from '../common/pagination.ts';
import type { Transaction } from '../common/transaction.ts';
import { CLIENT_ERRORS } from '../clients/service.ts';
import { conflict, fieldError, forbidden, notFound } from '../orpc/base.ts';
import type { Actor, Scope } from '../scope/actor.ts';
import { clientScopeWhere, memberScopeWhere } from '../scope/where.ts';
import { USER_ERRORS } from '../users/service.ts';
import { selectMembers, toMember } from './queries.ts';

export const MEMBER_ERRORS = {
  notFound: 'Membre introuvable',
  userNotFound: 'Utilisateur introuvable pour ce client',
  userTaken: 'Cet utilisateur est déjà associé à un autre membre',
  alreadyUser: 'Ce membre a déjà un compte utilisateur',
  userLinkForbidden: 'Vous ne pouvez pas associer un membre à un compte utilisateur',
  ownAccount: 'Vous ne pouvez pas modifier le lien entre votre propre compte et une fiche membre',
  establishmentsOutOfScope: 'Ce membre est rattaché à des établissements hors de votre périmètre',
} as const;

/**
 * The scope is loaded before any transaction opens: loading it inside one
 * would wait on the transaction's own connection (PGlite has only one).
 */
async function findMemberRowInScope(db: Database | Transaction, scope: Scope, id: string, lock?: 'update') {
  const query = db
    .select()
    .from(effectiveMembers)
    .where(and(eq(effectiveMembers.id, id), memberScopeWhere(scope)));
  // Locked when the row is about to change: two edits of its user link apply one after the other.
  const [row] = await (lock ? query.for(lock, { of: effectiveMembers }) : query);
  return row ?? null;
}

async function getById(db: Database, id: string): Promise<EffectiveMember> {
  const [row] = await selectMembers(db).where(eq(effectiveMembers.id, id));
  return toMember(row!);
}

export async function getMember(db: Database, actor: Actor, id: string): Promise<EffectiveMember> {
  const scope = await actor.getScope();
  const [row] = await selectMembers(db).where(and(eq(effectiveMembers.id, id), memberScopeWhere(scope)));
  if (!row) notFound(MEMBER_ERRORS.notFound);
  return toMember(row);
}

/** The client's directory (GET /members/effective), filtered by clientId and a search on names. */
export async function listMembers(
  db: Database,
  actor: Actor,
  input: MemberListQuery,
): Promise<ListResult<EffectiveMember>> {
  const scope = await actor.getScope();
  const pattern = input.search ? toContainsPattern(input.search) : null;
  const where = and(
    memberScopeWhere(scope),
    input.clientId ? eq(effectiveMembers.clientId, input.clientId) : undefined,
    pattern
      ? (or(ilike(effectiveMembers.firstName, pattern), ilike(effectiveMembers.lastName, pattern)) as SQL)
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    selectMembers(db)
      .where(where)
      .orderBy(asc(effectiveMembers.lastName), asc(effectiveMembers.firstName), asc(effectiveMembers.id))
      .limit(input.pageSize)
      .offset(getOffset(input)),
    db.select({ total: count() }).from(effectiveMembers).where(where),
  ]);
  return { items: rows.map(toMember), total: totalRow?.total ?? 0 };
}

/** A member's user is a user of the member's client, not already another member's. */
async function assertUserAssignable(tx: Transaction, clientId: string, userId: string, memberId?: string) {
  // The user's row is locked: two members bound to it at once queue here, and the second sees the first (409).
  const [found] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.clientId, clientId)))
    .for('no key update');
  if (!found) fieldError('userId', MEMBER_ERRORS.userNotFound);
  const [taken] = await tx
    .select({ id: effectiveMembers.id })
    .from(effectiveMembers)
    .where(and(eq(effectiveMembers.userId, userId), memberId ? ne(effectiveMembers.id, memberId) : undefined));
  if (taken) conflict(MEMBER_ERRORS.userTaken);
}

/**
 * Issue 12 item 2: a member's user reaches every establishment the member is
 * linked to, so setting or clearing `userId` grants or withdraws access, like
 * creating or editing that user. The rules are those of users/service.ts:
 * user:manage (a DIRECTOR has none: it links no member to any account), a
 * user of the member's client, no ADMIN nor extra permissions unless the
 * caller is an ADMIN, and, for a caller scoped to establishments, nothing
 * outside them and never its own account (it would widen its own scope).
 */
async function assertUserLinkChange(
  tx: Transaction,
  actor: Actor,
  scope: Scope,
  member: { id: string | null; clientId: string; userId: string | null },
  nextUserId: string | null,
) {
  if (member.userId === nextUserId) return;
  if (!actor.permissions.has('user:manage')) forbidden(MEMBER_ERRORS.userLinkForbidden);
  if (scope.kind === 'establishments' && (member.userId === actor.id || nextUserId === actor.id)) {
    forbidden(MEMBER_ERRORS.ownAccount);
  }
  if (scope.kind === 'establishments' && member.id) await assertLinksInScope(tx, scope.establishmentIds, member.id);
  // The user losing the member, then the one gaining it: both must be users the caller could edit.
  for (const userId of [member.userId, nextUserId]) {
    if (!userId) continue;
    const [target] = await tx
      .select({ roles: user.roles, permissions: user.permissions, establishmentId: user.establishmentId })
      .from(user)
      .where(and(eq(user.id, userId), eq(user.clientId, member.clientId)));
    if (!target) fieldError('userId', MEMBER_ERRORS.userNotFound);
    if (actor.isAdmin) continue;
    if (target.roles.includes('ADMIN')) forbidden(USER_ERRORS.adminUserOnlyByAdmin);
    if (target.permissions.length > 0) forbidden(USER_ERRORS.permissionsOnlyByAdmin);
    if (
      scope.kind === 'establishments' &&
      target.establishmentId &&
      !scope.establishmentIds.includes(target.establishmentId)
    ) {
      fieldError('userId', MEMBER_ERRORS.userNotFound);
    }
  }
}

/** Every establishment the member is linked to is one of the caller's: its user gets no more than the caller has. */
async function assertLinksInScope(tx: Transaction, establishmentIds: string[], memberId: string) {
  const links = await tx
    .select({ establishmentId: establishmentMembers.establishmentId })
    .from(establishmentMembers)
    .where(eq(establishmentMembers.effectiveMemberId, memberId));
  if (links.some((link) => !establishmentIds.includes(link.establishmentId))) {
    forbidden(MEMBER_ERRORS.establishmentsOutOfScope);
  }
}

export async function createMember(db: Database, actor: Actor, input: MemberCreateInput): Promise<EffectiveMember> {
  const scope = await actor.getScope();
  const id = await db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, input.clientId), clientScopeWhere(scope)));
    if (!client) notFound(CLIENT_ERRORS.notFound);
    await assertUserLinkChange(tx, actor, scope, { id: null, clientId: client.id, userId: null }, input.userId ?? null);
    if (input.userId) await assertUserAssignable(tx, client.id, input.userId);
    const [row] = await tx
      .insert(effectiveMembers)
      .values({ ...input, userId: input.userId ?? null, qualifications: input.qualifications ?? null })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: row!.clientId,
      entity: 'effective-member',
      entityId: row!.id,
      action: 'create',
      after: row,
    });
    return row!.id;
  });
  return getById(db, id);
}

export async function updateMember(db: Database, actor: Actor, input: MemberUpdateInput): Promise<EffectiveMember> {
  const { id, clientId: _clientId, ...changes } = input;
  const scope = await actor.getScope();
  await db.transaction(async (tx) => {
    const before = await findMemberRowInScope(tx, scope, id, 'update');
    if (!before) notFound(MEMBER_ERRORS.notFound);
    if (changes.userId !== undefined) await assertUserLinkChange(tx, actor, scope, before, changes.userId);
    if (changes.userId) await assertUserAssignable(tx, before.clientId, changes.userId, id);
    const [after] = await tx.update(effectiveMembers).set(changes).where(eq(effectiveMembers.id, id)).returning();
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: before.clientId,
      entity: 'effective-member',
      entityId: id,
      action: 'update',
      before,
      after,
    });
  });
  return getById(db, id);
}

/** Refused while the member is still part of an establishment's team. */
export async function deleteMember(db: Database, actor: Actor, id: string): Promise<{ success: true }> {
  const scope = await actor.getScope();
  await db.transaction(async (tx) => {
    // Locked before counting: a link being added now (it holds the member `for share`) is counted.
    const before = await findMemberRowInScope(tx, scope, id, 'update');
    if (!before) notFound(MEMBER_ERRORS.notFound);
    const [links] = await tx
      .select({ total: count() })
      .from(establishmentMembers)
      .where(eq(establishmentMembers.effectiveMemberId, id));
    const total = links?.total ?? 0;
    if (total > 0) {
      conflict(
        `Impossible de supprimer ce membre : il est rattaché à ${total} ${total === 1 ? 'établissement' : 'établissements'}`,
      );
    }
    await tx.delete(effectiveMembers).where(eq(effectiveMembers.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: before.clientId,
      entity: 'effective-member',
      entityId: id,
      action: 'delete',
      before,
    });
  });
  return { success: true };
}

/**
 * DESIGN §3: the member becomes a user of its client, DIRECTOR for the
 * director roles and COLLABORATOR otherwise, on its first establishment.
 */
export async function convertMemberToUser(
  db: Database,
  actor: Actor,
  input: { id: string; email: string },
): Promise<MemberConvertOutput> {
  const scope = await actor.getScope();
  try {
    return await convertInTransaction(db, actor, scope, input);
  } catch (error) {
    // Two conversions with one e-mail at once: the unique index answers for the second.
    if (isUniqueViolation(error)) conflict(USER_ERRORS.emailTaken);
    throw error;
  }
}

function convertInTransaction(db: Database, actor: Actor, scope: Scope, input: { id: string; email: string }) {
  return db.transaction(async (tx) => {
    const member = await findMemberRowInScope(tx, scope, input.id, 'update');
    if (!member) notFound(MEMBER_ERRORS.notFound);
    if (member.userId) conflict(MEMBER_ERRORS.alreadyUser);
    // The new user reaches every establishment of the member: the caller must hold them all (issue 12 item 2).
    if (scope.kind === 'establishments') await assertLinksInScope(tx, scope.establishmentIds, member.id);
    const [taken] = await tx.select({ id: user.id }).from(user).where(eq(user.email, input.email));
    if (taken) conflict(USER_ERRORS.emailTaken);
    const [firstLink] = await tx
      .select({ establishmentId: establishmentMembers.establishmentId })
      .from(establishmentMembers)
      .where(eq(establishmentMembers.effectiveMemberId, member.id))
      .orderBy(asc(establishmentMembers.createdAt), asc(establishmentMembers.id))
      .limit(1);
    const role: Role = DIRECTOR_MEMBER_ROLES.includes(member.role as MemberRole) ? 'DIRECTOR' : 'COLLABORATOR';
    const [created] = await tx
      .insert(user)
      .values({
        name: `${member.firstName} ${member.lastName}`.trim(),
        firstName: member.firstName,
        lastName: member.lastName,
        email: input.email,
        emailVerified: false,
        roles: [role],
        clientId: member.clientId,
        establishmentId: firstLink?.establishmentId ?? null,
      })
      .returning();
    const [after] = await tx
      .update(effectiveMembers)
      .set({ userId: created!.id })
      .where(eq(effectiveMembers.id, member.id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: member.clientId,
      entity: 'user',
      entityId: created!.id,
      action: 'create',
      after: created,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: member.clientId,
      entity: 'effective-member',
      entityId: member.id,
      action: 'update',
      before: member,
      after,
    });
    const u = created!;
    return {
      success: true as const,
      user: {
        id: u.id,
        name: u.name,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        emailVerified: u.emailVerified,
      },
      message: `Le compte utilisateur de ${u.name} a été créé : il peut se connecter avec l'adresse ${u.email}`,
    };
  });
}
