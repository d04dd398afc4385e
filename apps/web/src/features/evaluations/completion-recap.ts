import type { Answer } from '@qc/shared/evaluations/schemas';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { computeEvaluationResult, toScorableQuestion } from '@qc/shared/scoring/score';

// What stops completion, known before asking to confirm: the very rule the server checks (issue 18), whose list wins.

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
