import { describe, expect, it } from 'vitest';
import { isAnswered, toDraft } from './draft.ts';

describe('isAnswered (the progress bar)', () => {
  it('counts a value or a N/A, not an empty multiple choice nor a comment alone', () => {
    expect(isAnswered({ value: false, notApplicable: false })).toBe(true);
    expect(isAnswered({ value: null, notApplicable: true })).toBe(true);
    expect(isAnswered({ value: [], notApplicable: false })).toBe(false);
    expect(isAnswered({ value: null, notApplicable: false })).toBe(false);
    expect(isAnswered(undefined)).toBe(false);
  });
  it('starts an unanswered question with an empty draft', () => {
    expect(toDraft(undefined)).toEqual({ value: null, notApplicable: false, justification: '', comment: '' });
  });
});
