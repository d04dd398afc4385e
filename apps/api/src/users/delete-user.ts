import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema-auth.ts';
import { audited } from '../audit/audit.ts';
import type { Actor } from '../scope/actor.ts';
import { fieldError, forbidden, notFound } from '../common/domain-errors.ts';
import { USER_ERRORS, USER_ROW, findUserInScope } from './queries.ts';

export async function deleteUser(db: Database, actor: Actor, id: string): Promise<void> {
  const existing = await findUserInScope(db, actor, id);
  if (!existing) notFound(USER_ERRORS.notFound);
  if (existing.id === actor.id) fieldError('id', USER_ERRORS.deleteSelf);
  if (!actor.isAdmin && existing.roles.includes('ADMIN')) forbidden(USER_ERRORS.adminUserOnlyByAdmin);
  await db.transaction(async (tx) => {
    const clientId = (row: { clientId: string | null }) => row.clientId;
    await audited(tx, actor, { entity: 'user', action: 'delete', clientId, id }, async () => {
      const [before] = await tx.delete(user).where(eq(user.id, id)).returning(USER_ROW);
      return before;
    });
  });
}
