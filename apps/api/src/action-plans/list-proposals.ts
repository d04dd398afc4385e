import { type ActionProposal } from '@qc/shared/action-plans/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { actionDismissals, actions } from '../db/schema-action-plans.ts';
import type { Actor } from '../scope/actor.ts';
import { hasOnlyExpiredProofs } from '../evaluations/expired-proofs.ts';
import { applicableQuestions } from '@qc/shared/questionnaires/applicability';
import { excludedOf, findEvaluationInScope, loadAnswers, loadQuestions, toAnswer } from '../evaluations/queries.ts';

const TITLE_LENGTH = 300;

function truncate(text: string): string {
  return text.length > TITLE_LENGTH ? `${text.slice(0, TITLE_LENGTH - 1)}…` : text;
}

/**
 * DESIGN §6: a completed evaluation proposes one action per non-conforming answer
 * (CRITICAL for an impératif) and one "Produire le document …" per mandatory
 * document whose proofs have all expired; the answers already decided (an action
 * or a dismissal) are left out.
 */
export async function listProposals(db: Database, actor: Actor, evaluationId: string): Promise<ActionProposal[]> {
  const record = await findEvaluationInScope(db, actor, evaluationId);
  if (record.evaluation.status !== 'COMPLETED') return [];
  const [questionsByVersion, answersByEvaluation, decidedActions, dismissals] = await Promise.all([
    loadQuestions(db, [{ formId: record.evaluation.formId, version: record.evaluation.formVersion }]),
    loadAnswers(db, [evaluationId]),
    db
      .select({ questionKey: actions.questionKey })
      .from(actions)
      .where(and(eq(actions.evaluationId, evaluationId), isNotNull(actions.questionKey))),
    db
      .select({ questionKey: actionDismissals.questionKey })
      .from(actionDismissals)
      .where(eq(actionDismissals.evaluationId, evaluationId)),
  ]);
  const decided = new Set([...decidedActions, ...dismissals].map((row) => row.questionKey));
  const answersByKey = new Map(
    (answersByEvaluation.get(evaluationId) ?? []).map((item) => [item.row.questionKey, item]),
  );
  const today = getParisToday();
  const proposals: ActionProposal[] = [];
  // Issue 26: a question frozen as not applying proposes nothing, whatever answer was kept for it.
  const questionList = applicableQuestions(
    questionsByVersion.get(`${record.evaluation.formId}:${record.evaluation.formVersion}`) ?? [],
    excludedOf(record.evaluation),
  );
  for (const question of questionList) {
    if (decided.has(question.key)) continue;
    const item = answersByKey.get(question.key);
    if (!item || item.row.notApplicable) continue;
    const answer = toAnswer(question, item);
    const base = { questionKey: question.key, questionLabel: question.label, reference: question.reference };
    if (answer.isConforming === false) {
      proposals.push({
        ...base,
        reason: 'NON_CONFORMING',
        isCritical: question.isCritical,
        title: truncate(`Mettre en conformité : ${question.label}`),
        // An impératif below its threshold always calls for a critical action (DOMAIN.md, HAS).
        priority: question.isCritical ? 'CRITICAL' : 'MEDIUM',
      });
    } else if (hasOnlyExpiredProofs(question, answer, today)) {
      proposals.push({
        ...base,
        reason: 'MISSING_DOCUMENT',
        isCritical: question.isCritical,
        title: truncate(`Produire le document : ${question.expectedDocument ?? question.label}`),
        priority: 'HIGH',
      });
    }
  }
  return proposals;
}
