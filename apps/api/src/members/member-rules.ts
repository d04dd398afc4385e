import { and, eq, ne } from 'drizzle-orm';
import { conflict, fieldError, forbidden } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers, establishmentMembers } from '../db/schema-members.ts';
import { user } from '../db/schema-auth.ts';
import type { Actor, Scope } from '../scope/actor.ts';
import { memberScopeWhere } from '../scope/where.ts';
import { USER_ERRORS } from '../users/queries.ts';

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
export async function findMemberRowInScope(db: Database | Transaction, scope: Scope, id: string, lock?: 'update') {
  const query = db
    .select()
    .from(effectiveMembers)
    .where(and(eq(effectiveMembers.id, id), memberScopeWhere(scope)));
  // Locked when the row is about to change: two edits of its user link apply one after the other.
  const [row] = await (lock ? query.for(lock, { of: effectiveMembers }) : query);
  return row ?? null;
}

/** A member's user is a user of the member's client, not already another member's. */
export async function assertUserAssignable(tx: Transaction, clientId: string, userId: string, memberId?: string) {
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
export async function assertUserLinkChange(
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
export async function assertLinksInScope(tx: Transaction, establishmentIds: string[], memberId: string) {
  const links = await tx
    .select({ establishmentId: establishmentMembers.establishmentId })
    .from(establishmentMembers)
    .where(eq(establishmentMembers.effectiveMemberId, memberId));
  if (links.some((link) => !establishmentIds.includes(link.establishmentId))) {
    forbidden(MEMBER_ERRORS.establishmentsOutOfScope);
  }
}
