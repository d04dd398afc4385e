import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AssignInputSchema, MAX_ASSIGNED_KEYS, ReviewInputSchema, SHARING_MESSAGES } from './sharing.ts';

const issues = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];

describe('sharing out an evaluation: the rules both sides read (issue 27 item 2)', () => {
  it('needs a person and at least one question, at most MAX_ASSIGNED_KEYS at once', () => {
    expect(issues(AssignInputSchema, { id: 'e', assigneeId: '', questionKeys: ['q'] })).toEqual([
      SHARING_MESSAGES.assigneeInvalid,
    ]);
    expect(issues(AssignInputSchema, { id: 'e', assigneeId: 'u', questionKeys: [] })).toEqual([
      SHARING_MESSAGES.keysRequired,
    ]);
    const many = Array.from({ length: MAX_ASSIGNED_KEYS + 1 }, (_, index) => `q${index}`);
    expect(issues(AssignInputSchema, { id: 'e', assigneeId: 'u', questionKeys: many })).toEqual([
      SHARING_MESSAGES.keysTooMany,
    ]);
  });

  it('sends back only with a note, and accepts without one', () => {
    expect(issues(ReviewInputSchema, { id: 'e', questionKeys: ['q'], decision: 'SEND_BACK', note: '  ' })).toEqual([
      SHARING_MESSAGES.noteRequired,
    ]);
    expect(issues(ReviewInputSchema, { id: 'e', questionKeys: ['q'], decision: 'ACCEPT' })).toEqual([]);
    expect(issues(ReviewInputSchema, { id: 'e', questionKeys: ['q'], decision: 'PEUT-ÊTRE' })).toEqual([
      SHARING_MESSAGES.decisionInvalid,
    ]);
  });

  it('says why « Terminer » waits, with the counts', () => {
    expect(SHARING_MESSAGES.reviewPending({ assigned: 2, ready: 1, sentBack: 1 })).toContain(
      '(1 à relire, 1 renvoyée, 2 pas encore rendues)',
    );
  });
});
