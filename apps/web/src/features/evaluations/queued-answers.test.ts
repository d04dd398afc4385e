import { computeEvaluationResult, type ScorableQuestion } from '@qc/shared/scoring/score';
import { describe, expect, it } from 'vitest';
import type { SaveStatus } from './draft.ts';
import { isWaiting, withQueuedAnswers } from './queued-answers.ts';

const yesNo = (key: string): ScorableQuestion => ({
  key,
  type: 'BOOLEAN',
  conformingAnswer: true,
  isCritical: false,
  weight: 1,
});

describe('progress with the answers waiting to be sent (issue 34 item 3)', () => {
  const questions = ['q1', 'q2', 'q3'].map(yesNo);
  const saved = [
    { questionKey: 'q1', value: true, notApplicable: false },
    { questionKey: 'q2', value: null, notApplicable: false },
  ];

  it('counts an answer typed offline: 1 / 3 saved becomes 2 / 3, and the score follows', () => {
    expect(computeEvaluationResult(questions, saved).answered).toBe(1);
    const withQueued = computeEvaluationResult(
      questions,
      withQueuedAnswers(saved, { q3: { value: false, notApplicable: false } }),
    );
    expect(withQueued.answered).toBe(2);
    expect(withQueued.score).toBe(50);
  });

  it('a waiting draft replaces the saved answer, cleared or declared non concerné', () => {
    const answers = withQueuedAnswers(saved, {
      q1: { value: null, notApplicable: false },
      q2: { value: null, notApplicable: true },
    });
    expect(answers).toHaveLength(2);
    const result = computeEvaluationResult(questions, answers);
    expect(result.answered).toBe(1);
    expect(result.notApplicable).toBe(1);
  });

  it('waits while about to go, on its way or kept offline; not once refused, saved or in conflict', () => {
    expect(['pending', 'saving', 'offline'].every((status) => isWaiting(status as SaveStatus))).toBe(true);
    expect(['idle', 'saved', 'error', 'conflict'].some((status) => isWaiting(status as SaveStatus))).toBe(false);
  });
});
