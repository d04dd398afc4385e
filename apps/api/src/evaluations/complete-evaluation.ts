import { findMissingItems } from '@qc/shared/evaluations/completion';
import { EVALUATION_MESSAGES, type Evaluation } from '@qc/shared/evaluations/schemas';
import { SHARING_MESSAGES } from '@qc/shared/evaluations/sharing';
import { and, eq, ne, sql } from 'drizzle-orm';
import { evaluationAssignments } from '../db/schema-evaluations.ts';
import { audited } from '../audit/audit.ts';
import { invalid, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import type { Actor } from '../scope/actor.ts';
import { toEvaluations } from './evaluation-views.ts';
import { applicableQuestions } from '@qc/shared/questionnaires/applicability';
import { computeResult, excludedOf, findEvaluationInScope, findEvaluationRecords, loadQuestions } from './queries.ts';
import { loadAnswers } from './answer-queries.ts';

/** The questions given out and not accepted yet, by state: what keeps « Terminer » closed. */
async function pendingReview(tx: Pick<Database, 'select'>, id: string) {
  const rows = await tx
    .select({ status: evaluationAssignments.status, count: sql<number>`count(*)::int` })
    .from(evaluationAssignments)
    .where(and(eq(evaluationAssignments.evaluationId, id), ne(evaluationAssignments.status, 'ACCEPTED')))
    .groupBy(evaluationAssignments.status);
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { assigned: count('ASSIGNED'), ready: count('READY_FOR_REVIEW'), sentBack: count('SENT_BACK') };
}

/** DESIGN §5: every question answered or justified N/A, no impératif N/A, every mandatory document attached. */
export async function completeEvaluation(db: Database, actor: Actor, id: string): Promise<Evaluation> {
  const record = await findEvaluationInScope(db, actor, id);
  if (record.evaluation.status === 'COMPLETED') return (await toEvaluations(db, [record]))[0]!;
  await db.transaction(async (tx) => {
    // Locked, then read again: the answers scored are the ones frozen, none can change until this commits.
    const [locked] = await tx.select().from(evaluations).where(eq(evaluations.id, id)).for('update');
    if (!locked) notFound(EVALUATION_MESSAGES.notFound);
    // Completed by a concurrent request first: a double click is harmless.
    if (locked.status !== 'IN_PROGRESS') return;
    const [questionsByVersion, answersByEvaluation, pending] = await Promise.all([
      loadQuestions(tx, [{ formId: locked.formId, version: locked.formVersion }]),
      loadAnswers(tx, [id]),
      pendingReview(tx, id),
    ]);
    // Issue 27 item 2 (ADR 039): the director reviews what she gave out, and only then finishes.
    if (pending.assigned + pending.ready + pending.sentBack > 0) invalid(SHARING_MESSAGES.reviewPending(pending));
    const questionList = questionsByVersion.get(`${locked.formId}:${locked.formVersion}`) ?? [];
    const answerList = answersByEvaluation.get(id) ?? [];
    // The shared rule (the SPA checks it too) reads each stored answer with its evidence.
    // Issue 26: only the questions that apply to the establishment, as frozen on the evaluation, are asked.
    const missing = findMissingItems(
      applicableQuestions(questionList, excludedOf(locked)),
      answerList.map((item) => ({ ...item.row, evidence: item.evidence })),
    );
    if (missing.length > 0) {
      invalid(EVALUATION_MESSAGES.incomplete, { missing });
    }
    const result = computeResult(questionList, answerList, excludedOf(locked));
    const audit = { entity: 'evaluation', action: 'update', clientId: record.clientId, id, before: locked } as const;
    await audited(tx, actor, audit, async () => {
      const [updated] = await tx
        .update(evaluations)
        .set({ status: 'COMPLETED', completedById: actor.id, completedAt: new Date(), result })
        .where(eq(evaluations.id, id))
        .returning();
      return updated;
    });
  });
  return (await toEvaluations(db, await findEvaluationRecords(db, [id])))[0]!;
}
