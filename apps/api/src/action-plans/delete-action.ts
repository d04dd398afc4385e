import { auditedDelete } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { actions } from '../db/schema-action-plans.ts';
import type { Actor } from '../scope/actor.ts';
import { findActionInScope } from './queries.ts';

export async function deleteAction(db: Database, actor: Actor, id: string): Promise<void> {
  const record = await findActionInScope(db, actor, id);
  const audit = { entity: 'action', clientId: record.clientId, id, before: record.action };
  await db.transaction(async (tx) => {
    await auditedDelete(tx, actor, audit, actions);
  });
}
