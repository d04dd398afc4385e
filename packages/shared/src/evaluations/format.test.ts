import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTATION_SCALE } from '../questionnaires/question-schemas.ts';
import { formatAnswerValue } from './format.ts';

describe('formatAnswerValue', () => {
  it('writes each type of answer in French', () => {
    expect(formatAnswerValue({ type: 'BOOLEAN', scale: null }, { value: false, notApplicable: false })).toBe('Non');
    expect(formatAnswerValue({ type: 'SELECT', scale: null }, { value: 'Partiellement', notApplicable: false })).toBe(
      'Partiellement',
    );
    expect(
      formatAnswerValue(
        { type: 'MULTIPLE_CHOICE', scale: null },
        { value: ['Urgence', 'Hygiène'], notApplicable: false },
      ),
    ).toBe('Urgence, Hygiène');
    expect(formatAnswerValue({ type: 'MULTIPLE_CHOICE', scale: null }, { value: [], notApplicable: false })).toBe(
      'Aucune',
    );
    const notation = { type: 'NOTATION' as const, scale: DEFAULT_NOTATION_SCALE };
    expect(formatAnswerValue(notation, { value: 3, notApplicable: false })).toBe('3 — Plutôt satisfaisant');
    expect(formatAnswerValue(notation, { value: 'OPTIMIZED', notApplicable: false })).toBe('Optimisé');
    expect(formatAnswerValue(notation, { value: null, notApplicable: true })).toBe('Non concerné');
    expect(formatAnswerValue(notation, { value: null, notApplicable: false })).toBe('Sans réponse');
  });
});
