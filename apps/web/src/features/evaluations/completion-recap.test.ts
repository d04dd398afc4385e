import type { Answer } from '@qc/shared/evaluations/schemas';
import { describe, expect, it } from 'vitest';
import { makeAnswer, makeQuestion } from '@/test/questions.ts';
// findMissingItems is the shared rule, re-exported here: packages/shared/src/evaluations/completion.test.ts tests it.
import { computeCompletionRecap } from './completion-recap.ts';

const proof = (isExpired: boolean) => ({
  id: `doc-${String(isExpired)}`,
  name: 'preuve.pdf',
  validUntil: isExpired ? '2020-01-01' : null,
  isExpired,
});

describe('computeCompletionRecap (what « Terminer » freezes)', () => {
  const questions = [
    makeQuestion('a', { isCritical: true }),
    makeQuestion('b'),
    makeQuestion('c'),
    makeQuestion('d', { isDocumentRequired: true, expectedDocument: 'Projet d’établissement' }),
    makeQuestion('e'),
  ];

  it('gives the score, the gaps with their numbers, the impératifs failed and the actions to be proposed', () => {
    const recap = computeCompletionRecap(questions, [
      makeAnswer('a', { value: false }),
      makeAnswer('b', { value: false }),
      makeAnswer('c'),
      makeAnswer('d', { evidence: [proof(true)] as Answer['evidence'] }),
      makeAnswer('e', { value: null, notApplicable: true, justification: 'Pas de cuisine' }),
    ]);
    expect(recap.score).toBe(50);
    expect(recap.conformityRate).toBe(50);
    expect(recap).toMatchObject({ answered: 5, notApplicable: 1, total: 5 });
    expect(recap.gaps).toEqual([
      { key: 'a', number: 1, label: 'Question a' },
      { key: 'b', number: 2, label: 'Question b' },
    ]);
    expect(recap.failedCriticals.map((item) => item.number)).toEqual([1]);
    // Two gaps, one of them critical, and the mandatory document whose only proof has expired.
    expect(recap.proposals).toEqual({ total: 3, critical: 1, documents: 1 });
  });

  it('proposes nothing when every answer conforms and its proofs are valid', () => {
    const recap = computeCompletionRecap(questions, [
      makeAnswer('a'),
      makeAnswer('b'),
      makeAnswer('c'),
      makeAnswer('d', { evidence: [proof(false)] as Answer['evidence'] }),
      makeAnswer('e'),
    ]);
    expect(recap.score).toBe(100);
    expect(recap.gaps).toEqual([]);
    expect(recap.proposals).toEqual({ total: 0, critical: 0, documents: 0 });
  });
});
