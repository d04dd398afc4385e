import { describe, expect, it } from 'vitest';
import { isNotApplicable } from '../scoring/score.ts';
import { makeAnswer as answer, makeQuestion as question } from '../testing/questions.ts';
import { findMissingItems } from './completion.ts';
import type { Answer } from './schemas.ts';

describe('findMissingItems', () => {
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

  it('accepts a justified N/A and an answered question with its proof, and refuses a value that does not fit', () => {
    const missing = findMissingItems(
      [
        question('a'),
        question('b', { isDocumentRequired: true }),
        question('c', { type: 'SELECT', options: [{ label: 'Oui', score: 100 }] }),
        question('d', { isDocumentRequired: true, position: 3 }),
      ],
      [
        answer('a', { value: null, notApplicable: true, justification: 'Pas de cuisine sur place' }),
        answer('b', { evidence: [{ id: 'doc' }] as Answer['evidence'] }),
        answer('c', { value: 'Peut-être' }),
        answer('d', { value: null, notApplicable: true, justification: 'Sans objet' }),
      ],
    );
    expect(missing).toEqual([
      {
        questionKey: 'c',
        position: 0,
        label: 'Question c',
        reason: 'UNANSWERED',
        message: 'Veuillez répondre à la question, ou la déclarer non concernée',
      },
    ]);
  });
});

describe('isNotApplicable', () => {
  it('counts an N/A as such, except on an impératif', () => {
    expect(isNotApplicable({ isCritical: false }, { notApplicable: true })).toBe(true);
    expect(isNotApplicable({ isCritical: true }, { notApplicable: true })).toBe(false);
    expect(isNotApplicable({ isCritical: false }, { notApplicable: false })).toBe(false);
  });
});
