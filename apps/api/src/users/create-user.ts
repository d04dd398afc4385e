import type { Role } from '@qc/shared/enums';
import type { User, UserCreateInput } from '@qc/shared/users/schemas';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema-auth.ts';
import { audited } from '../audit/audit.ts';
import type { Actor } from '../scope/actor.ts';
import { sendInvitation, type InvitationDeps } from './invitation.ts';
import { conflict } from '../common/domain-errors.ts';
import { USER_ERRORS, USER_ROW, findUserById } from './queries.ts';
import { assertEmailFree, assertGrantable, isUniqueViolation, resolveAssignment } from './user-rules.ts';

/** Creates the account and, in the same transaction, its invitation mail (issue 34 item 9). */
export async function createUser(
  db: Database,
  actor: Actor,
  input: UserCreateInput,
  context: { deps: InvitationDeps },
): Promise<User> {
  assertGrantable(actor, input);
  const roles = input.roles as Role[];
  const assignment = await resolveAssignment(db, actor, input, { clientId: null, establishmentId: null }, roles);
  await assertEmailFree(db, input.email);
  try {
    const id = await db.transaction(async (tx) => {
      const clientId = (row: { clientId: string | null }) => row.clientId;
      const created = await audited(tx, actor, { entity: 'user', action: 'create', clientId }, async () => {
        const [row] = await tx
          .insert(user)
          .values({
            name: `${input.firstName} ${input.lastName}`,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            emailVerified: false,
            roles,
            permissions: input.permissions ?? [],
            ...assignment,
          })
          .returning(USER_ROW);
        if (!row) throw new Error('insert returned nothing');
        return row;
      });
      await sendInvitation(tx, context.deps, created.id);
      return created.id;
    });
    return (await findUserById(db, id))!;
  } catch (error) {
    if (isUniqueViolation(error)) conflict(USER_ERRORS.emailTaken);
    throw error;
  }
}
