import type { EvaluationOverview } from '@qc/shared/evaluations/schemas';
import { describe, expect, it } from 'vitest';
import { formatRate, formatScoreOutOf100, groupByCategory, meanScore, toPercent } from './evaluation-summary.ts';

type Item = EvaluationOverview['forms'][number];

const item = (name: string, category: { id: string; name: string; position: number } | null, score?: number | null) =>
  ({
    form: { id: name, name, categoryId: category?.id ?? null, categoryName: category?.name ?? null },
    categoryPosition: category?.position ?? null,
    inProgress: null,
    lastCompleted:
      score === undefined ? null : { id: `${name}-eval`, score, conformityRate: score, completedAt: '2026-11-01' },
  }) as unknown as Item;

const staff = { id: 'staff', name: 'Direction et personnel', position: 2 };
const project = { id: 'project', name: 'Projet d’établissement', position: 1 };

describe('groupByCategory', () => {
  it('orders categories as the library does and puts forms without one last', () => {
    const groups = groupByCategory([item('Autre', null), item('Effectifs', staff), item('Projet', project)]);
    expect(groups.map((group) => group.name)).toEqual([
      'Projet d’établissement',
      'Direction et personnel',
      'Autres questionnaires',
    ]);
  });
});

describe('meanScore (ADR 018: the mean of the latest completed score of each form)', () => {
  it('leaves forms never evaluated out of the mean', () => {
    expect(meanScore([item('A', staff, 80), item('B', staff, 60), item('C', staff)])).toBe(70);
  });
  it('is null when nothing is evaluated', () => {
    expect(meanScore([item('A', staff)])).toBeNull();
  });
});

describe('French figures', () => {
  it('writes scores and rates with a decimal comma, or a dash when unknown', () => {
    expect(formatScoreOutOf100(88.0952)).toBe('88,1 / 100');
    expect(formatRate(85.714)).toBe('85,7 %');
    expect(formatScoreOutOf100(null)).toBe('—');
    expect(toPercent(6, 7)).toBe(86);
    expect(toPercent(0, 0)).toBe(0);
  });
});
