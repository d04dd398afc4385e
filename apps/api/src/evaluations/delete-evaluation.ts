import { and, eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { conflict } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import type { Actor } from '../scope/actor.ts';
import { evaluationChange, findEvaluationInScope } from './queries.ts';

/** Abandons an evaluation in progress; a completed one is history and stays. */
export async function deleteEvaluation(db: Database, actor: Actor, id: string): Promise<void> {
  const record = await findEvaluationInScope(db, actor, id);
  if (record.evaluation.status !== 'IN_PROGRESS') conflict('Une auto-évaluation terminée ne peut pas être supprimée');
  await db.transaction(async (tx) => {
    await audited(tx, actor, evaluationChange(record, 'delete'), async () => {
      await tx.delete(evaluations).where(and(eq(evaluations.id, id), eq(evaluations.status, 'IN_PROGRESS')));
    });
  });
}
