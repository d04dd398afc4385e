import { describe, expect, it } from 'vitest';
import { makeAnswer as answer, makeQuestion as question } from '../testing/questions.ts';
import { findMissingItems, isDocumentRequiredFor } from './completion.ts';

const projet = { isDocumentRequired: true, expectedDocument: 'Projet d’évaluation de la qualité de l’accueil' };

describe('isDocumentRequiredFor (issue 26: evidence follows the answer)', () => {
  it('asks the proof of a conforming « Oui » only, not of a « Non »', () => {
    const q = question('projet', projet);
    expect(isDocumentRequiredFor(q, answer('projet', { value: true }))).toBe(true);
    expect(isDocumentRequiredFor(q, answer('projet', { value: false }))).toBe(false);
  });

  it('follows the conforming answer when « Non » is the conforming one', () => {
    const q = question('incident', { ...projet, conformingAnswer: false });
    expect(isDocumentRequiredFor(q, answer('incident', { value: false }))).toBe(true);
    expect(isDocumentRequiredFor(q, answer('incident', { value: true }))).toBe(false);
  });

  it('asks it for an option scoring 100, not for « Partiellement » nor « Non »', () => {
    const q = question('analyse', {
      ...projet,
      type: 'SELECT',
      options: [
        { label: 'Oui', score: 100 },
        { label: 'Partiellement', score: 50 },
        { label: 'Non', score: 0 },
      ],
    });
    expect(isDocumentRequiredFor(q, answer('analyse', { value: 'Oui' }))).toBe(true);
    expect(isDocumentRequiredFor(q, answer('analyse', { value: 'Partiellement' }))).toBe(false);
    expect(isDocumentRequiredFor(q, answer('analyse', { value: 'Non' }))).toBe(false);
  });

  it('asks it for a level at or above the threshold of a NOTATION', () => {
    const q = question('note', {
      ...projet,
      type: 'NOTATION',
      scale: { min: 1, max: 4, labels: ['1', '2', '3', '4'], allowOptimized: true },
      threshold: 3,
    });
    expect(isDocumentRequiredFor(q, answer('note', { value: 2 }))).toBe(false);
    expect(isDocumentRequiredFor(q, answer('note', { value: 3 }))).toBe(true);
    expect(isDocumentRequiredFor(q, answer('note', { value: 'OPTIMIZED' }))).toBe(true);
  });

  it('asks it for any answer when the question says so, never for N/A, an empty answer or no mandatory document', () => {
    const any = question('any', { ...projet, documentRequiredFor: 'ANY_ANSWER' });
    expect(isDocumentRequiredFor(any, answer('any', { value: false }))).toBe(true);
    expect(isDocumentRequiredFor(any, answer('any', { value: null, notApplicable: true }))).toBe(false);
    expect(isDocumentRequiredFor(any, answer('any', { value: null }))).toBe(false);
    expect(isDocumentRequiredFor(any, undefined)).toBe(false);
    expect(isDocumentRequiredFor(question('plain'), answer('plain', { value: true }))).toBe(false);
  });

  it('lets « Terminer » through with a « Non » and no document, and stops it on a « Oui » without one', () => {
    const questions = [question('projet', projet)];
    expect(findMissingItems(questions, [answer('projet', { value: false })])).toEqual([]);
    const missing = findMissingItems(questions, [answer('projet', { value: true })]);
    expect(missing.map((item) => item.message)).toEqual([
      'Joignez le document obligatoire : Projet d’évaluation de la qualité de l’accueil',
    ]);
  });
});
