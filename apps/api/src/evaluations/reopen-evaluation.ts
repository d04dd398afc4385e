import { EVALUATION_MESSAGES, type Evaluation } from '@qc/shared/evaluations/schemas';
import { and, eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { isUniqueViolation } from '../common/database-errors.ts';
import { conflict } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import type { Actor } from '../scope/actor.ts';
import { toEvaluations } from './evaluation-views.ts';
import { evaluationChange, findEvaluationInScope, findEvaluationRecords, type EvaluationRecord } from './queries.ts';

/**
 * Moves an evaluation from one status to the next with its audit record, in one
 * transaction. Guarded by the status it starts from: a concurrent request that
 * moved it first wins, and this one changes nothing (a double click is harmless).
 */
async function transition(
  db: Database,
  actor: Actor,
  record: EvaluationRecord,
  change: { from: 'IN_PROGRESS' | 'COMPLETED'; values: Partial<typeof evaluations.$inferInsert> },
): Promise<void> {
  const { id } = record.evaluation;
  await db.transaction(async (tx) => {
    await audited(tx, actor, evaluationChange(record, 'update'), async () => {
      const [updated] = await tx
        .update(evaluations)
        .set(change.values)
        .where(and(eq(evaluations.id, id), eq(evaluations.status, change.from)))
        .returning();
      return updated ?? null;
    });
  });
}

export async function reopenEvaluation(db: Database, actor: Actor, id: string): Promise<Evaluation> {
  const record = await findEvaluationInScope(db, actor, id);
  if (record.evaluation.status !== 'COMPLETED') conflict(EVALUATION_MESSAGES.notCompleted);
  try {
    await transition(db, actor, record, {
      from: 'COMPLETED',
      values: { status: 'IN_PROGRESS', completedById: null, completedAt: null, result: null },
    });
  } catch (error) {
    if (isUniqueViolation(error)) conflict(EVALUATION_MESSAGES.alreadyInProgress);
    throw error;
  }
  return (await toEvaluations(db, await findEvaluationRecords(db, [id])))[0]!;
}
