import type { Role } from '@qc/shared/enums';
import type { User, UserUpdateInput } from '@qc/shared/users/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema-auth.ts';
import { audited } from '../audit/audit.ts';
import type { Actor } from '../scope/actor.ts';
import { conflict, forbidden, notFound } from '../common/domain-errors.ts';
import { USER_ERRORS, USER_ROW, findUserById, findUserInScope } from './queries.ts';
import { assertEmailFree, assertGrantable, isUniqueViolation, resolveAssignment } from './user-rules.ts';

export async function updateUser(db: Database, actor: Actor, input: UserUpdateInput): Promise<User> {
  const existing = await findUserInScope(db, actor, input.id);
  if (!existing) notFound(USER_ERRORS.notFound);
  if (!actor.isAdmin && existing.roles.includes('ADMIN')) forbidden(USER_ERRORS.adminUserOnlyByAdmin);
  assertGrantable(actor, input);
  const roles = (input.roles ?? existing.roles) as Role[];
  const assignment = await resolveAssignment(db, actor, input, existing, roles);
  if (input.email && input.email !== existing.email) await assertEmailFree(db, input.email, existing.id);
  const firstName = input.firstName ?? existing.firstName;
  const lastName = input.lastName ?? existing.lastName;
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select(USER_ROW).from(user).where(eq(user.id, existing.id)).for('update');
      const clientId = (row: { clientId: string | null }) => row.clientId;
      await audited(tx, actor, { entity: 'user', action: 'update', clientId, id: existing.id, before }, async () => {
        const [after] = await tx
          .update(user)
          .set({
            firstName,
            lastName,
            name: `${firstName} ${lastName}`,
            roles,
            permissions: input.permissions, // undefined: left as it is (Drizzle's set() skips it)
            ...(input.email && input.email !== existing.email ? { email: input.email, emailVerified: false } : {}),
            ...assignment,
          })
          .where(eq(user.id, existing.id))
          .returning(USER_ROW);
        return after;
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) conflict(USER_ERRORS.emailTaken);
    throw error;
  }
  return (await findUserById(db, existing.id))!;
}
