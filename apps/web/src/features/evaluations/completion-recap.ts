import { EVALUATION_MESSAGES, type Answer, type MissingItem } from '@qc/shared/evaluations/schemas';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { computeEvaluationResult, scoreAnswer, toScorableQuestion, type AnswerValue } from '@qc/shared/scoring/score';

export type RecapQuestion = { key: string; number: number; label: string };

/** What « Terminer » will freeze (issue 19 item 2), computed in the browser from the answers on screen. */
export type CompletionRecap = {
  score: number | null;
  conformityRate: number | null;
  answered: number;
  notApplicable: number;
  total: number;
  /** Applicable answers below their threshold (écarts), in question order. */
  gaps: RecapQuestion[];
  /** The impératifs among them. */
  failedCriticals: RecapQuestion[];
  /** DESIGN §6: one proposal per gap, plus one per mandatory document whose proofs have all expired. */
  proposals: { total: number; critical: number; documents: number };
};

/**
 * What stops completion, as the server checks it (apps/api evaluations/queries.ts findMissingItems):
 * known before asking to confirm, so a finish that cannot happen is not confirmed. The server
 * checks again when completing and its list wins.
 */
export function findMissingItems(questions: Question[], answers: Answer[]): MissingItem[] {
  const byKey = new Map(answers.map((answer) => [answer.questionKey, answer]));
  const missing: MissingItem[] = [];
  for (const question of questions) {
    const answer = byKey.get(question.key);
    const item = (reason: MissingItem['reason'], message: string) =>
      missing.push({ questionKey: question.key, position: question.position, label: question.label, reason, message });
    if (answer?.notApplicable) {
      if (question.isCritical) item('CRITICAL_NOT_APPLICABLE', EVALUATION_MESSAGES.criticalNotApplicable);
      else if (!answer.justification) item('JUSTIFICATION', EVALUATION_MESSAGES.justificationRequired);
      continue;
    }
    const value = (answer?.value ?? null) as AnswerValue | null;
    if (value === null || scoreAnswer(toScorableQuestion(question), value) === null) {
      item('UNANSWERED', EVALUATION_MESSAGES.valueRequired);
    }
    if (question.isDocumentRequired && (answer?.evidence.length ?? 0) === 0) {
      item('MANDATORY_DOCUMENT', `Joignez le document obligatoire : ${question.expectedDocument ?? 'preuve attendue'}`);
    }
  }
  return missing;
}

/** The recap shown in the confirmation: the shared scoring (DESIGN §5) and the proposals rule (DESIGN §6). */
export function computeCompletionRecap(questions: Question[], answers: Answer[]): CompletionRecap {
  const result = computeEvaluationResult(questions.map(toScorableQuestion), answers);
  const numbered = new Map(
    questions.map((question, index) => [question.key, { key: question.key, number: index + 1, label: question.label }]),
  );
  const pick = (keys: string[]) => keys.flatMap((key) => numbered.get(key) ?? []);
  const gaps = pick(result.nonConformities);
  const failedCriticals = pick(result.criticalNonConformities);
  const nonConforming = new Set(result.nonConformities);
  const byKey = new Map(answers.map((answer) => [answer.questionKey, answer]));
  // A conforming answer whose mandatory proofs have all expired still calls for « Produire le document … ».
  const documents = questions.filter((question) => {
    const answer = byKey.get(question.key);
    return (
      question.isDocumentRequired &&
      answer !== undefined &&
      !answer.notApplicable &&
      !nonConforming.has(question.key) &&
      answer.evidence.length > 0 &&
      answer.evidence.every((document) => document.isExpired)
    );
  }).length;
  return {
    score: result.score,
    conformityRate: result.conformityRate,
    answered: result.answered,
    notApplicable: result.notApplicable,
    total: result.total,
    gaps,
    failedCriticals,
    proposals: { total: gaps.length + documents, critical: failedCriticals.length, documents },
  };
}
