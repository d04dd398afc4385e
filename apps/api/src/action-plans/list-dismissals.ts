import type { ActionDismissal } from '@qc/shared/action-plans/proposal-schemas';
import { asc, eq } from 'drizzle-orm';
import { toIso } from '../common/dates.ts';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema-auth.ts';
import { actionDismissals } from '../db/schema-action-plans.ts';
import { questions } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { findEvaluationInScope } from '../evaluations/queries.ts';
import { questionOfEvaluation } from '../questionnaires/question-of-evaluation.ts';

/** Issue 27 item 3: the « Écartés » of an evaluation — each gap set aside with who, when and why. */
export async function listDismissals(db: Database, actor: Actor, evaluationId: string): Promise<ActionDismissal[]> {
  const { evaluation } = await findEvaluationInScope(db, actor, evaluationId);
  const rows = await db
    .select({ dismissal: actionDismissals, question: questions, dismissedByName: user.name })
    .from(actionDismissals)
    .innerJoin(questions, questionOfEvaluation(evaluation, actionDismissals.questionKey))
    .leftJoin(user, eq(user.id, actionDismissals.dismissedById))
    .where(eq(actionDismissals.evaluationId, evaluation.id))
    .orderBy(asc(questions.position));
  return rows.map(({ dismissal, question, dismissedByName }) => ({
    questionKey: dismissal.questionKey,
    questionLabel: question.label,
    reference: question.reference,
    isCritical: question.isCritical,
    reason: dismissal.reason,
    dismissedByName,
    dismissedAt: toIso(dismissal.createdAt),
  }));
}
