import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { actions } from '../db/schema-action-plans.ts';
import type { Actor } from '../scope/actor.ts';
import { findActionInScope } from './queries.ts';

export async function deleteAction(db: Database, actor: Actor, id: string): Promise<void> {
  const record = await findActionInScope(db, actor, id);
  const audit = { entity: 'action', action: 'delete', clientId: record.clientId, id, before: record.action } as const;
  await db.transaction(async (tx) => {
    await audited(tx, actor, audit, async () => {
      await tx.delete(actions).where(eq(actions.id, id));
    });
  });
}
