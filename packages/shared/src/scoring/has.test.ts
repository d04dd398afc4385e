import { describe, expect, it } from 'vitest';
import {
  computeHasResult,
  formatCotation,
  formatHasRate,
  hasCriterionOf,
  type HasAnswer,
  type HasQuestion,
} from './has.ts';
import { byCode, expectedCodes, IMPERATIFS, questions, THEMATIQUES } from '../library/has-referentiel.fixture.ts';
import { OPTIMIZED } from './score.ts';

/**
 * Worked examples built by hand from the rules ADR 043 cites (no example with figures is published in a HAS document we
 * could read): a criterion's cotation 1–4, « optimisé » as 4, « non concerné » out of every mean; objective, thématique
 * and chapter as the mean of their criteria; Qualiscope's first dimension as the mean of objectives with 3.10 at 10 %;
 * its second as the share of impératifs at 4.
 */
function criterion(
  code: string,
  theme: string,
  options: { imperatif?: boolean; objective?: string } = {},
): HasQuestion {
  const [chapter, objective] = code.split('.');
  return {
    key: `essms-has-${code.replaceAll('.', '-')}`,
    label: `Critère ${code}`,
    helpText: `Critère ${code} du référentiel HAS, chapitre ${chapter}, thématique « ${theme} », objectif ${chapter}.${objective} : « ${options.objective ?? `Intitulé ${chapter}.${objective}`} » Évalué par…`,
    isCritical: options.imperatif ?? false,
  };
}
const rated = (code: string, value: number | typeof OPTIMIZED): HasAnswer => ({
  questionKey: `essms-has-${code.replaceAll('.', '-')}`,
  value,
  notApplicable: false,
});
const notConcerned = (code: string): HasAnswer => ({
  questionKey: `essms-has-${code.replaceAll('.', '-')}`,
  value: null,
  notApplicable: true,
});

describe('hasCriterionOf', () => {
  it('reads HAS’s code, chapter, objective and thématique of a library criterion, and nothing of another question', () => {
    expect(hasCriterionOf(criterion('1.10.2', 'Droits de la personne accompagnée'))).toMatchObject({
      code: '1.10.2',
      chapter: '1',
      objective: '1.10',
      theme: 'Droits de la personne accompagnée',
    });
    expect(hasCriterionOf({ key: 'eaje-hygiene-1', label: 'Q', helpText: null, isCritical: false })).toBeNull();
  });
});

describe('computeHasResult (worked examples, ADR 043)', () => {
  it('is null for a form without HAS criteria', () => {
    expect(computeHasResult([{ key: 'q1', label: 'Q', helpText: null, isCritical: false }], [])).toBeNull();
  });

  it('averages criteria per objective, thématique and chapter, leaving « non concerné » out and counting « optimisé » as 4', () => {
    const questions = [
      criterion('1.1.1', 'Bientraitance et éthique', { objective: 'La personne s’exprime sur la bientraitance.' }),
      criterion('1.1.2', 'Bientraitance et éthique'),
      criterion('1.2.1', 'Droits de la personne accompagnée'),
      criterion('1.2.2', 'Droits de la personne accompagnée'),
    ];
    const result = computeHasResult(questions, [
      rated('1.1.1', 2),
      rated('1.1.2', OPTIMIZED),
      rated('1.2.1', 3),
      notConcerned('1.2.2'),
    ])!;
    // Objective 1.1: (2 + 4) / 2 = 3; objective 1.2: 3 alone, the NC criterion left out (not a 0, not a 1).
    expect(result.objectives.map((item) => [item.key, item.mean, item.rated, item.notConcerned])).toEqual([
      ['1.1', 3, 2, 0],
      ['1.2', 3, 1, 1],
    ]);
    expect(result.objectives[0]!.label).toBe('Objectif 1.1 — La personne s’exprime sur la bientraitance.');
    // Chapter 1: (2 + 4 + 3) / 3 = 3.
    expect(result.chapters).toEqual([
      { key: '1', label: 'Chapitre 1 — La personne', mean: 3, rated: 3, notConcerned: 1 },
    ]);
    expect(result.themes.map((item) => [item.label, item.mean])).toEqual([
      ['Bientraitance et éthique', 3],
      ['Droits de la personne accompagnée', 3],
    ]);
    expect(result.optimized).toBe(1);
    // No 3.10 here: the mean of objectives is unweighted, and says so.
    expect(result.weightedObjectiveIncluded).toBe(false);
    expect(result.objectivesMean).toBe(3);
    expect(result.level).toBeNull();
  });

  it('weighs objective 3.10 at 10 % of the mean of objectives, the others sharing 90 %', () => {
    const questions = [
      criterion('3.1.1', 'Démarche qualité et gestion des risques'),
      criterion('3.2.1', 'Politique ressources humaines'),
      criterion('3.10.1', 'Démarche qualité et gestion des risques'),
      criterion('3.10.2', 'Démarche qualité et gestion des risques'),
    ];
    const result = computeHasResult(questions, [
      rated('3.1.1', 4),
      rated('3.2.1', 2),
      rated('3.10.1', 1),
      rated('3.10.2', 2),
    ])!;
    // 3.10 = (1 + 2) / 2 = 1.5; others = (4 + 2) / 2 = 3; 0.1 × 1.5 + 0.9 × 3 = 2.85 (an unweighted mean would be 2.5).
    expect(result.weightedObjectiveIncluded).toBe(true);
    expect(result.objectivesMean).toBeCloseTo(2.85, 10);
    // Codes sort as numbers: 3.10 after 3.2.
    expect(result.objectives.map((item) => item.key)).toEqual(['3.1', '3.2', '3.10']);
    // What holds it back: the objectives below 4, lowest first.
    expect(result.weakestObjectives.map((item) => [item.key, item.mean])).toEqual([
      ['3.10', 1.5],
      ['3.2', 2],
    ]);
  });

  it('counts an impératif met only at 4 (or « optimisé »), 3 is not met', () => {
    const questions = [
      criterion('2.2.1', 'Bientraitance et éthique', { imperatif: true }),
      criterion('2.2.2', 'Bientraitance et éthique', { imperatif: true }),
      criterion('3.6.2', 'Accompagnement à la santé', { imperatif: true }),
      criterion('2.2.3', 'Bientraitance et éthique'),
    ];
    const result = computeHasResult(questions, [
      rated('2.2.1', 4),
      rated('2.2.2', OPTIMIZED),
      rated('3.6.2', 3),
      rated('2.2.3', 1),
    ])!;
    expect(result.imperatifs.rated).toBe(3);
    expect(result.imperatifs.met).toBe(2);
    expect(result.imperatifs.rate).toBeCloseTo(66.667, 2);
    expect(result.imperatifs.notMet.map((item) => item.code)).toEqual(['3.6.2']);
  });

  it('never counts an impératif declared « non concerné » as such: it stays unrated', () => {
    const questions = [criterion('3.6.2', 'Accompagnement à la santé', { imperatif: true })];
    const result = computeHasResult(questions, [notConcerned('3.6.2')])!;
    expect(result.criteria[0]).toMatchObject({ cotation: null, notConcerned: false });
    expect(result.imperatifs).toMatchObject({ rated: 0, met: 0, rate: null });
  });

  it('leaves out the questions frozen as not applying to the establishment', () => {
    const questions = [criterion('1.1.1', 'Bientraitance et éthique'), criterion('1.1.2', 'Bientraitance et éthique')];
    const result = computeHasResult(questions, [rated('1.1.1', 4), rated('1.1.2', 1)], new Set(['essms-has-1-1-2']))!;
    expect(result.criteria).toHaveLength(1);
    expect(result.objectives[0]!.mean).toBe(4);
  });
});

describe('formatCotation', () => {
  it('shows two decimals, cut rather than rounded up, so a mean under 4 never reads 4,00', () => {
    expect(formatCotation(11 / 3)).toBe('3,66');
    expect(formatCotation(3.999)).toBe('3,99');
    expect(formatCotation(3)).toBe('3,00');
    expect(formatCotation(2.85)).toBe('2,85');
    expect(formatCotation(null)).toBe('—');
    expect(formatHasRate(200 / 3)).toBe('66,7 %');
  });
});

describe('computeHasResult on the library’s 157 HAS criteria', () => {
  it('finds every criterion with its code, objective, thématique and impératif mention, and weighs 3.10', () => {
    const all = questions().map(({ question }) => ({
      key: question.key,
      label: question.label,
      helpText: question.helpText ?? null,
      isCritical: question.isCritical ?? false,
    }));
    // Everything at 4 except the impératif 3.6.2 at 3 and objective 3.10 at 2: the two dimensions move as the rule says.
    const answers = all.map((question) => ({
      questionKey: question.key,
      value: question.key === 'essms-has-3-6-2' ? 3 : question.key.startsWith('essms-has-3-10-') ? 2 : 4,
      notApplicable: false,
    }));
    const result = computeHasResult(all, answers)!;
    expect(result.criteria).toHaveLength(157);
    expect(result.criteria.map((item) => item.code).sort(byCode)).toEqual(expectedCodes().sort(byCode));
    expect(result.objectives).toHaveLength(42);
    expect(result.chapters.map((item) => item.key)).toEqual(['1', '2', '3']);
    expect(result.themes.map((item) => item.label).sort()).toEqual([...THEMATIQUES].sort());
    expect(
      result.criteria
        .filter((item) => item.isImperatif)
        .map((item) => item.code)
        .sort(byCode),
    ).toEqual([...IMPERATIFS].sort(byCode));
    expect(result.objectives.every((item) => item.label.startsWith(`Objectif ${item.key} — `))).toBe(true);
    // 41 objectives: 40 at 4 and 3.6 at (3 + 4 × n) / (n + 1); 3.10 at 2 weighs 10 %.
    const objective36 = result.objectives.find((item) => item.key === '3.6')!.mean!;
    const others = (40 * 4 + objective36) / 41;
    expect(result.objectivesMean).toBeCloseTo(0.1 * 2 + 0.9 * others, 10);
    expect(result.imperatifs).toMatchObject({ rated: 18, met: 17 });
    expect(result.imperatifs.notMet.map((item) => item.code)).toEqual(['3.6.2']);
    expect(result.weakestObjectives.map((item) => item.key)).toEqual(['3.10', '3.6']);
  });
});
