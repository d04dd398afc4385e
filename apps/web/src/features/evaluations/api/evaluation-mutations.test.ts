import { ORPCError } from '@orpc/client';
import type { Answer } from '@qc/shared/evaluations/schemas';
import { describe, expect, it } from 'vitest';
import { getConflictingAnswer } from './evaluation-mutations.ts';

const theirs: Answer = {
  id: 'a1',
  questionKey: 'q1',
  value: 'OUI',
  notApplicable: false,
  justification: null,
  comment: null,
  score: 100,
  isConforming: true,
  evidence: [],
  answeredByName: 'Claire Martin',
  answeredAt: '2026-11-20T09:00:00.000Z',
  version: 3,
};

describe('getConflictingAnswer', () => {
  it('reads the other person’s answer from the contract’s typed 409', () => {
    const error = new ORPCError('CONFLICT', { defined: true, status: 409, data: { current: theirs } });
    expect(getConflictingAnswer(error)).toEqual(theirs);
  });

  it('finds nothing in a 409 without an answer, an undeclared error or any other refusal', () => {
    expect(getConflictingAnswer(new ORPCError('CONFLICT', { defined: true, status: 409 }))).toBeUndefined();
    expect(getConflictingAnswer(new ORPCError('CONFLICT', { status: 409, data: { current: theirs } }))).toBeUndefined();
    expect(getConflictingAnswer(new ORPCError('BAD_REQUEST', { defined: true, status: 400 }))).toBeUndefined();
    expect(getConflictingAnswer(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
