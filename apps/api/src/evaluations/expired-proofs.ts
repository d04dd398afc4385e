import type { Answer } from '@qc/shared/evaluations/schemas';
import type { Question } from '@qc/shared/questionnaires/question-schemas';

/**
 * ADR 017: in a completed evaluation, a mandatory document counts as missing
 * again once every proof attached to its answer has expired (completion
 * required one, so this is how a finished evaluation comes to lack it).
 */
export function hasOnlyExpiredProofs(question: Question, answer: Answer, today: string): boolean {
  return (
    question.isDocumentRequired &&
    !answer.notApplicable &&
    answer.evidence.length > 0 &&
    answer.evidence.every((document) => document.validUntil !== null && document.validUntil < today)
  );
}
