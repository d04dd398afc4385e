import type { ActionDetail } from '@qc/shared/action-plans/schemas';
import type { Database } from '../db/client.ts';
import { actionComments } from '../db/schema-action-plans.ts';
import type { Actor } from '../scope/actor.ts';
import { assertCanUpdate } from './action-access.ts';
import { getAction } from './get-action.ts';
import { findActionInScope } from './queries.ts';

export async function addActionComment(
  db: Database,
  actor: Actor,
  input: { actionId: string; body: string },
): Promise<ActionDetail> {
  const record = await findActionInScope(db, actor, input.actionId);
  assertCanUpdate(actor, record, []);
  await db.insert(actionComments).values({ actionId: input.actionId, authorId: actor.id, body: input.body });
  return getAction(db, actor, input.actionId);
}
