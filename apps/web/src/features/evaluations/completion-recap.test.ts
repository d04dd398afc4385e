import type { Answer } from '@qc/shared/evaluations/schemas';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { describe, expect, it } from 'vitest';
import { computeCompletionRecap, findMissingItems } from './completion-recap.ts';

function question(key: string, overrides: Partial<Question> = {}): Question {
  return {
    id: key,
    key,
    formId: 'form',
    version: 1,
    position: 0,
    label: `Question ${key}`,
    helpText: null,
    reference: null,
    type: 'BOOLEAN',
    weight: 1,
    isCritical: false,
    isDocumentRequired: false,
    isDocumentRecommended: false,
    documentRequirement: null,
    expectedDocument: null,
    conformingAnswer: true,
    options: [],
    scale: null,
    threshold: null,
    ...overrides,
  };
}

function answer(questionKey: string, overrides: Partial<Answer> = {}): Answer {
  return {
    id: questionKey,
    questionKey,
    value: true,
    notApplicable: false,
    justification: null,
    comment: null,
    score: null,
    isConforming: null,
    evidence: [],
    answeredByName: null,
    answeredAt: '2026-11-23T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

const proof = (isExpired: boolean) => ({
  id: `doc-${String(isExpired)}`,
  name: 'preuve.pdf',
  validUntil: isExpired ? '2020-01-01' : null,
  isExpired,
});

describe('computeCompletionRecap (what « Terminer » freezes)', () => {
  const questions = [
    question('a', { isCritical: true }),
    question('b'),
    question('c'),
    question('d', { isDocumentRequired: true, expectedDocument: 'Projet d’établissement' }),
    question('e'),
  ];

  it('gives the score, the gaps with their numbers, the impératifs failed and the actions to be proposed', () => {
    const recap = computeCompletionRecap(questions, [
      answer('a', { value: false }),
      answer('b', { value: false }),
      answer('c'),
      answer('d', { evidence: [proof(true)] as Answer['evidence'] }),
      answer('e', { value: null, notApplicable: true, justification: 'Pas de cuisine' }),
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
      answer('a'),
      answer('b'),
      answer('c'),
      answer('d', { evidence: [proof(false)] as Answer['evidence'] }),
      answer('e'),
    ]);
    expect(recap.score).toBe(100);
    expect(recap.gaps).toEqual([]);
    expect(recap.proposals).toEqual({ total: 0, critical: 0, documents: 0 });
  });
});

describe('findMissingItems (known before asking to confirm)', () => {
  it('lists the unanswered, the N/A without justification, the impératif N/A and the missing mandatory document', () => {
    const missing = findMissingItems(
      [
        question('a', { isCritical: true }),
        question('b'),
        question('c'),
        question('d', { isDocumentRequired: true, expectedDocument: 'Projet d’établissement' }),
      ],
      [
        answer('a', { value: null, notApplicable: true }),
        answer('b', { value: null, notApplicable: true }),
        answer('d'),
      ],
    );
    expect(missing.map((item) => [item.questionKey, item.reason])).toEqual([
      ['a', 'CRITICAL_NOT_APPLICABLE'],
      ['b', 'JUSTIFICATION'],
      ['c', 'UNANSWERED'],
      ['d', 'MANDATORY_DOCUMENT'],
    ]);
    expect(missing[3]!.message).toBe('Joignez le document obligatoire : Projet d’établissement');
  });
});
