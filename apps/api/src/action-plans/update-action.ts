import { ACTION_MESSAGES, type ActionDetail, type ActionUpdateInput } from '@qc/shared/action-plans/schemas';
import { and, eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { conflict } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { actions } from '../db/schema-action-plans.ts';
import type { Actor } from '../scope/actor.ts';
import { assertCanUpdate, assertResponsible } from './action-access.ts';
import { getAction } from './get-action.ts';
import { findActionInScope } from './queries.ts';

export async function updateAction(db: Database, actor: Actor, input: ActionUpdateInput): Promise<ActionDetail> {
  const record = await findActionInScope(db, actor, input.id);
  const { id, expectedVersion, establishmentId: _ignored, ...changes } = input;
  const fields = Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  assertCanUpdate(actor, record, fields);
  if (changes.responsibleId !== undefined)
    await assertResponsible(db, record.action.establishmentId, changes.responsibleId);

  const values: Partial<typeof actions.$inferInsert> = {};
  if (changes.title !== undefined) values.title = changes.title;
  if (changes.description !== undefined) values.description = changes.description || null;
  if (changes.responsibleId !== undefined) values.responsibleId = changes.responsibleId;
  if (changes.dueDate !== undefined) values.dueDate = changes.dueDate;
  if (changes.priority !== undefined) values.priority = changes.priority;
  if (changes.progress !== undefined) values.progress = changes.progress;
  if (changes.status !== undefined) {
    values.status = changes.status;
    // Done means done: complete at 100 %, with its date; reopening clears it.
    if (changes.status === 'DONE') {
      values.progress = 100;
      values.completedAt = record.action.completedAt ?? new Date();
    } else {
      values.completedAt = null;
    }
  }
  const audit = { entity: 'action', action: 'update', clientId: record.clientId, id, before: record.action } as const;
  const updated = await db.transaction(async (tx) => {
    if (changes.responsibleId !== undefined)
      await assertResponsible(tx, record.action.establishmentId, changes.responsibleId);
    return audited(tx, actor, audit, async () => {
      const [row] = await tx
        .update(actions)
        .set({ ...values, version: expectedVersion + 1 })
        .where(and(eq(actions.id, id), eq(actions.version, expectedVersion)))
        .returning();
      return row ?? null;
    });
  });
  const detail = await getAction(db, actor, id);
  if (!updated) conflict(ACTION_MESSAGES.versionConflict, { current: detail });
  return detail;
}
