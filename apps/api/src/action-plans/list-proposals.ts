import { type ActionProposal } from '@qc/shared/action-plans/proposal-schemas';
import { proposalDescription, proposalPriority, proposalTitle } from '@qc/shared/action-plans/proposal-wording';
import { getParisToday } from '@qc/shared/validation/dates';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { actionDismissals, actions } from '../db/schema-action-plans.ts';
import type { Actor } from '../scope/actor.ts';
import { hasOnlyExpiredProofs } from '../evaluations/expired-proofs.ts';
import { applicableQuestions } from '@qc/shared/questionnaires/applicability';
import { excludedOf, findEvaluationInScope, loadQuestions } from '../evaluations/queries.ts';
import { loadAnswers, toAnswer } from '../evaluations/answer-queries.ts';

type Executor = Pick<Database, 'select'>;

/**
 * DESIGN §6: a completed evaluation proposes one action per non-conforming answer
 * (CRITICAL for an impératif) and one "Produire le document …" per mandatory
 * document whose proofs have all expired; the answers already decided (an action
 * or a dismissal) are left out. Issue 27 item 3: each is worded as an action,
 * carries the question, its reference and the answer's comment, and its priority
 * follows the impératif and the answer's score (proposal-wording.ts).
 */
export async function listProposals(db: Database, actor: Actor, evaluationId: string): Promise<ActionProposal[]> {
  const record = await findEvaluationInScope(db, actor, evaluationId);
  if (record.evaluation.status !== 'COMPLETED') return [];
  return computeProposals(db, record.evaluation);
}

/** The proposals of an evaluation already found in scope; reads within `db` (a transaction when creating from them). */
export async function computeProposals(
  db: Executor,
  evaluation: { id: string; formId: string; formVersion: number } & Parameters<typeof excludedOf>[0],
): Promise<ActionProposal[]> {
  const [questionsByVersion, answersByEvaluation, decidedActions, dismissals] = await Promise.all([
    loadQuestions(db, [{ formId: evaluation.formId, version: evaluation.formVersion }]),
    loadAnswers(db, [evaluation.id]),
    db
      .select({ questionKey: actions.questionKey })
      .from(actions)
      .where(and(eq(actions.evaluationId, evaluation.id), isNotNull(actions.questionKey))),
    db
      .select({ questionKey: actionDismissals.questionKey })
      .from(actionDismissals)
      .where(eq(actionDismissals.evaluationId, evaluation.id)),
  ]);
  const decided = new Set([...decidedActions, ...dismissals].map((row) => row.questionKey));
  const answersByKey = new Map(
    (answersByEvaluation.get(evaluation.id) ?? []).map((item) => [item.row.questionKey, item]),
  );
  const today = getParisToday();
  const proposals: ActionProposal[] = [];
  // Issue 26: a question frozen as not applying proposes nothing, whatever answer was kept for it.
  const questionList = applicableQuestions(
    questionsByVersion.get(`${evaluation.formId}:${evaluation.formVersion}`) ?? [],
    excludedOf(evaluation),
  );
  for (const question of questionList) {
    if (decided.has(question.key)) continue;
    const item = answersByKey.get(question.key);
    if (!item || item.row.notApplicable) continue;
    const answer = toAnswer(question, item);
    const reason =
      answer.isConforming === false
        ? 'NON_CONFORMING'
        : hasOnlyExpiredProofs(question, answer, today)
          ? 'MISSING_DOCUMENT'
          : null;
    if (!reason) continue;
    proposals.push({
      questionKey: question.key,
      questionLabel: question.label,
      reference: question.reference,
      reason,
      isCritical: question.isCritical,
      title: proposalTitle(question, reason, answer.value),
      description: proposalDescription(question, answer.comment),
      answerComment: answer.comment,
      priority: proposalPriority(reason, question.isCritical, answer.score),
    });
  }
  return proposals;
}
