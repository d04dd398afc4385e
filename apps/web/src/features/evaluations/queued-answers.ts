import type { ScorableAnswer } from '@qc/shared/scoring/score';
import type { Draft, SaveStatus } from './draft.ts';

/** What of a question's draft counts towards progress and the provisional score while it waits. */
export type QueuedAnswer = Pick<Draft, 'value' | 'notApplicable'>;

/**
 * Issue 34 item 3: a draft waits to be sent while it is about to go (pending), on its way (saving)
 * or kept in the browser until the server answers again (offline). A refused one (error) is not
 * waiting: the server said no, so it does not count.
 */
export function isWaiting(status: SaveStatus): boolean {
  return status === 'pending' || status === 'saving' || status === 'offline';
}

/**
 * The answers as the user has given them: the server's, each replaced by its draft still waiting
 * to be sent. Progress (counter and bar) and the provisional score read these, so an answer typed
 * while the server is out of reach counts at once (it stayed at 20 / 22 before).
 */
export function withQueuedAnswers(
  saved: readonly ScorableAnswer[],
  queued: Readonly<Record<string, QueuedAnswer>>,
): ScorableAnswer[] {
  const answers = new Map(saved.map((answer) => [answer.questionKey, answer]));
  for (const [questionKey, draft] of Object.entries(queued))
    answers.set(questionKey, { questionKey, value: draft.value, notApplicable: draft.notApplicable });
  return [...answers.values()];
}

/**
 * Issue 34 item 3, on the overview and category pages: how many answers kept in this browser, not yet
 * acknowledged, are *first* answers (typed on version 0) — each one a question the server still counts as
 * unanswered. A draft changing an answer the server already has does not move the counter.
 */
export function countWaitingFirstAnswers(drafts: ReadonlyArray<{ baseVersion: number; draft: QueuedAnswer }>): number {
  return drafts.filter(
    (stored) =>
      stored.baseVersion === 0 &&
      (stored.draft.notApplicable ||
        (stored.draft.value !== null && !(Array.isArray(stored.draft.value) && stored.draft.value.length === 0))),
  ).length;
}
