import { DIRECTOR_MEMBER_ROLES, type MemberRole, type Role } from '@qc/shared/enums';
import type { MemberConvertOutput } from '@qc/shared/members/schemas';
import { asc, eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { isUniqueViolation } from '../common/database-errors.ts';
import { conflict, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers, establishmentMembers } from '../db/schema-members.ts';
import { user } from '../db/schema-auth.ts';
import type { Actor, Scope } from '../scope/actor.ts';
import { sendInvitation, type InvitationDeps } from '../users/invitation.ts';
import { USER_ERRORS, USER_ROW } from '../users/queries.ts';
import { assertLinksInScope, findMemberRowInScope, MEMBER_ERRORS } from './member-rules.ts';

/**
 * DESIGN §3: the member becomes a user of its client, DIRECTOR for the
 * director roles and COLLABORATOR otherwise, on its first establishment.
 */
export async function convertMemberToUser(
  db: Database,
  actor: Actor,
  input: { id: string; email: string },
  context: { deps: InvitationDeps },
): Promise<MemberConvertOutput> {
  const scope = await actor.getScope();
  try {
    return await convertInTransaction(db, actor, scope, input, context.deps);
  } catch (error) {
    // Two conversions with one e-mail at once: the unique index answers for the second.
    if (isUniqueViolation(error)) conflict(USER_ERRORS.emailTaken);
    throw error;
  }
}

function convertInTransaction(
  db: Database,
  actor: Actor,
  scope: Scope,
  input: { id: string; email: string },
  deps: InvitationDeps,
) {
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
    const created = await audited(
      tx,
      actor,
      { entity: 'user', action: 'create', clientId: member.clientId },
      async () => {
        const [row] = await tx
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
          .returning(USER_ROW);
        return row!;
      },
    );
    const linked = { entity: 'effective-member', action: 'update', clientId: member.clientId, id: member.id } as const;
    await audited(tx, actor, { ...linked, before: member }, async () => {
      const [after] = await tx
        .update(effectiveMembers)
        .set({ userId: created.id })
        .where(eq(effectiveMembers.id, member.id))
        .returning();
      return after;
    });
    // Issue 34 item 9: after the link, so the invitation lists every establishment of the member.
    await sendInvitation(tx, deps, created.id);
    const u = created;
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
      message: `Le compte utilisateur de ${u.name} a été créé : une invitation a été envoyée à ${u.email}, avec la marche à suivre pour se connecter`,
    };
  });
}
