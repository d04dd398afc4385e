import type { ActionDetail } from '@qc/shared/action-plans/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { actionEvidence } from '../db/schema-action-plans.ts';
import type { Actor } from '../scope/actor.ts';
import { findActionForEvidence } from './action-access.ts';
import { getAction } from './get-action.ts';

export async function detachActionEvidence(
  db: Database,
  actor: Actor,
  input: { actionId: string; documentId: string },
): Promise<ActionDetail> {
  await findActionForEvidence(db, actor, input.actionId);
  await db
    .delete(actionEvidence)
    .where(and(eq(actionEvidence.actionId, input.actionId), eq(actionEvidence.documentId, input.documentId)));
  return getAction(db, actor, input.actionId);
}
