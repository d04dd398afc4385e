import { EVALUATION_MESSAGES, type Answer } from '@qc/shared/evaluations/schemas';
import type { AnswerValue } from '@qc/shared/scoring/score';

/** What the user is editing for one question: saved as they go (DESIGN §5). */
export type Draft = { value: AnswerValue | null; notApplicable: boolean; justification: string; comment: string };

export function toDraft(answer: Answer | undefined): Draft {
  return {
    value: answer?.value ?? null,
    notApplicable: answer?.notApplicable ?? false,
    justification: answer?.justification ?? '',
    comment: answer?.comment ?? '',
  };
}

/**
 * What the server would refuse in a draft, by field (issue 34 item 2): a « Non concerné »
 * without justification is said under its field and not sent, so it never shows as saved.
 */
export function draftErrors(draft: Draft): Record<string, string> | null {
  if (draft.notApplicable && !draft.justification.trim()) {
    return { justification: EVALUATION_MESSAGES.justificationRequired };
  }
  return null;
}

/** An answer counts as given when it has a value or is declared N/A (the progress bar's rule). */
export function isAnswered(answer: Pick<Answer, 'value' | 'notApplicable'> | undefined): boolean {
  if (!answer) return false;
  if (answer.notApplicable) return true;
  return answer.value !== null && !(Array.isArray(answer.value) && answer.value.length === 0);
}

/** 'offline': kept in the browser while the server is out of reach, sent again with back-off (issue 19 item 1). */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'conflict' | 'offline';
