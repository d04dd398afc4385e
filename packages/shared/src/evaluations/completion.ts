import type { Question } from '../questionnaires/question-schemas.ts';
import { isConforming, scoreAnswer, toScorableQuestion, type AnswerValue } from '../scoring/score.ts';
import { EVALUATION_MESSAGES, type MissingItem } from './schemas.ts';

/**
 * DESIGN §5, the answer rules once for web and api (issue 18): the API checks them when completing,
 * the SPA before asking to confirm, so a finish that cannot happen is not confirmed.
 */

/** What the completion rule reads of an answer: the SPA's Answer and the API's stored row with its evidence both fit. */
export type CompletionAnswer = {
  questionKey: string;
  value: unknown;
  notApplicable: boolean;
  justification: string | null;
  evidence: readonly unknown[];
};

/**
 * Issue 26 item 3 (ADR 035): a mandatory document proves the answer that claims conformity — « Oui » where « Oui »
 * conforms, an option scoring 100, a level at or above the threshold — unless the question asks it for any answer.
 * A « Non » never demands the proof of what the director just said does not exist. The completion check, the
 * screen and the PDF all ask this function.
 */
export function isDocumentRequiredFor(
  question: Question,
  answer: { value: unknown; notApplicable: boolean } | null | undefined,
): boolean {
  if (!question.isDocumentRequired || !answer || answer.notApplicable) return false;
  const value = (answer.value ?? null) as AnswerValue | null;
  if (value === null) return false;
  if (question.documentRequiredFor === 'ANY_ANSWER') return scoreAnswer(toScorableQuestion(question), value) !== null;
  return isConforming(toScorableQuestion(question), value);
}

/**
 * What stops completion (DESIGN §5), in question order, each with its French reason. `questions` are the ones that
 * apply (applicableQuestions): a question frozen as not applying asks nothing.
 */
export function findMissingItems(questions: readonly Question[], answers: readonly CompletionAnswer[]): MissingItem[] {
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
    if (isDocumentRequiredFor(question, answer) && (answer?.evidence.length ?? 0) === 0) {
      item('MANDATORY_DOCUMENT', `Joignez le document obligatoire : ${question.expectedDocument ?? 'preuve attendue'}`);
    }
  }
  return missing;
}
