import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTATION_SCALE } from '../questionnaires/question-schemas.ts';
import {
  computeEvaluationResult,
  formatScore,
  isConforming,
  OPTIMIZED,
  scoreAnswer,
  type ScorableQuestion,
} from './score.ts';

const base = { weight: 1, isCritical: false };
const boolean: ScorableQuestion = { ...base, key: 'b', type: 'BOOLEAN', conformingAnswer: true };
/** A choice question: its options as (label, score) pairs. */
const choice = (key: string, type: 'SELECT' | 'MULTIPLE_CHOICE', options: [string, number][]): ScorableQuestion => ({
  ...base,
  key,
  type,
  options: options.map(([label, score]) => ({ label, score })),
});
const select = choice('s', 'SELECT', [
  ['Oui', 100],
  ['Partiellement', 50],
  ['Non', 0],
]);
const multiple = choice('m', 'MULTIPLE_CHOICE', [
  ['Urgence', 60],
  ['Hygiène', 30],
  ['Sorties', 30],
]);
const notation: ScorableQuestion = { ...base, key: 'n', type: 'NOTATION', scale: DEFAULT_NOTATION_SCALE, threshold: 3 };

describe('scoreAnswer (DESIGN §5)', () => {
  it('scores BOOLEAN 100 on the conforming answer, 0 otherwise, whichever answer conforms', () => {
    expect(scoreAnswer(boolean, true)).toBe(100);
    expect(scoreAnswer(boolean, false)).toBe(0);
    expect(scoreAnswer({ ...boolean, conformingAnswer: false }, false)).toBe(100);
    expect(scoreAnswer(boolean, 'Oui')).toBeNull();
  });

  it("scores SELECT with the chosen option's score, and refuses an unknown option", () => {
    expect(scoreAnswer(select, 'Partiellement')).toBe(50);
    expect(scoreAnswer(select, 'Peut-être')).toBeNull();
  });

  it('sums MULTIPLE_CHOICE options, capped at 100', () => {
    expect(scoreAnswer(multiple, ['Hygiène'])).toBe(30);
    expect(scoreAnswer(multiple, ['Urgence', 'Hygiène'])).toBe(90);
    expect(scoreAnswer(multiple, ['Urgence', 'Hygiène', 'Sorties'])).toBe(100);
    expect(scoreAnswer(multiple, [])).toBe(0);
    expect(scoreAnswer(multiple, ['Urgence', 'Inconnu'])).toBeNull();
  });

  it('scores NOTATION as (value − min) / (max − min) × 100, optimisé as the top level', () => {
    expect(scoreAnswer(notation, 1)).toBe(0);
    expect(scoreAnswer(notation, 3)).toBeCloseTo(66.667, 2);
    expect(scoreAnswer(notation, 4)).toBe(100);
    expect(scoreAnswer(notation, OPTIMIZED)).toBe(100);
    expect(scoreAnswer(notation, 5)).toBeNull();
    // A level between two is the mean of an HAS criterion's sessions (ADR 048); people enter whole levels only.
    expect(scoreAnswer(notation, 2.5)).toBe(50);
    expect(scoreAnswer(notation, 0.5)).toBeNull();
    const withoutOptimized = { ...notation, scale: { ...DEFAULT_NOTATION_SCALE, allowOptimized: false } };
    expect(scoreAnswer(withoutOptimized, OPTIMIZED)).toBeNull();
  });
});

describe('isConforming', () => {
  it('needs 100 for BOOLEAN, SELECT and MULTIPLE_CHOICE, the threshold for NOTATION', () => {
    expect(isConforming(select, 'Partiellement')).toBe(false);
    expect(isConforming(select, 'Oui')).toBe(true);
    expect(isConforming(multiple, ['Urgence', 'Hygiène'])).toBe(false);
    expect(isConforming(multiple, ['Urgence', 'Hygiène', 'Sorties'])).toBe(true);
    expect(isConforming(notation, 2)).toBe(false);
    expect(isConforming(notation, 3)).toBe(true);
    expect(isConforming(notation, OPTIMIZED)).toBe(true);
    expect(isConforming(boolean, null)).toBe(false);
  });
});

describe('computeEvaluationResult', () => {
  it('takes the weighted mean, excludes N/A, and lists non-conformities and critical ones', () => {
    const questions: ScorableQuestion[] = [
      { ...boolean, weight: 3, isCritical: true },
      select,
      { ...notation, weight: 2 },
      multiple,
    ];
    const result = computeEvaluationResult(questions, [
      { questionKey: 'b', value: false, notApplicable: false },
      { questionKey: 's', value: 'Oui', notApplicable: false },
      { questionKey: 'n', value: 4, notApplicable: false },
      { questionKey: 'm', value: null, notApplicable: true },
    ]);
    // (0×3 + 100×1 + 100×2) / 6
    expect(result.score).toBe(50);
    expect(result.conformityRate).toBeCloseTo(66.667, 2);
    expect(result).toMatchObject({ answered: 4, notApplicable: 1, total: 4 });
    expect(result.criticalNonConformities).toEqual(['b']);
    expect(result.nonConformities).toEqual(['b']);
  });

  it('never counts an impératif as N/A, and answers null scores with nothing applicable', () => {
    const result = computeEvaluationResult(
      [{ ...boolean, isCritical: true }],
      [{ questionKey: 'b', value: null, notApplicable: true }],
    );
    expect(result).toMatchObject({ score: null, conformityRate: null, answered: 0, notApplicable: 0 });
  });
});

describe('formatScore', () => {
  it('rounds to one decimal for display only, in French', () => {
    expect(formatScore(66.66667)).toBe('66,7');
    expect(formatScore(100)).toBe('100');
    expect(formatScore(null)).toBe('—');
  });
});
