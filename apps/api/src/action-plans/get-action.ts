import type { ActionDetail } from '@qc/shared/action-plans/schemas';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findActionInScope, toActionDetail } from './queries.ts';

export async function getAction(db: Database, actor: Actor, id: string): Promise<ActionDetail> {
  return toActionDetail(db, await findActionInScope(db, actor, id));
}
