import { SHARING_MESSAGES, type EvaluationSharing, type UnassignInput } from '@qc/shared/evaluations/sharing';
import { and, eq, inArray } from 'drizzle-orm';
import { fieldError } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { evaluationAssignments } from '../db/schema-evaluations.ts';
import type { Actor } from '../scope/actor.ts';
import { lockOpenEvaluation } from './open-evaluation.ts';
import { findEvaluationInScope } from './queries.ts';
import { loadSharing, lockAssignments, recordSharing } from './sharing-queries.ts';

/** Issue 27 item 2: the director takes questions back (she answers them, or gives them to someone else later). */
export async function unassignQuestions(db: Database, actor: Actor, input: UnassignInput): Promise<EvaluationSharing> {
  const record = await findEvaluationInScope(db, actor, input.id);
  const keys = [...new Set(input.questionKeys)];
  await db.transaction(async (tx) => {
    await lockOpenEvaluation(tx, record.evaluation.id, 'share');
    const held = await lockAssignments(tx, record.evaluation.id, keys);
    if (held.length !== keys.length) fieldError('questionKeys', SHARING_MESSAGES.notAssigned);
    await tx
      .delete(evaluationAssignments)
      .where(
        and(
          eq(evaluationAssignments.evaluationId, record.evaluation.id),
          inArray(evaluationAssignments.questionKey, keys),
        ),
      );
    await recordSharing(tx, actor, record, { event: 'UNASSIGNED', questionKeys: keys, assigneeName: null });
  });
  return loadSharing(db, actor, record);
}
