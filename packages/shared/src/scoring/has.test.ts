import { describe, expect, it } from 'vitest';
import { combineHasParts } from './has-parts.ts';
import { computeHasResult, hasCriterionOf, type HasAnswer, type HasQuestion } from './has.ts';
import { formatHasImperatifs, hasImperatifNotMetText, formatCotation, formatHasRate } from './has-labels.ts';
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
    expect(result.imperatifs.applicable).toBe(3);
    expect(result.imperatifs.met).toBe(2);
    expect(result.imperatifs.rate).toBeCloseTo(66.667, 2);
    expect(result.imperatifs.notMet.map((item) => item.code)).toEqual(['3.6.2']);
  });

  it('counts an impératif declared « non concerné » as applicable and not met, and flags it (HAS allows no NC there)', () => {
    const questions = [
      criterion('3.6.2', 'Accompagnement à la santé', { imperatif: true }),
      criterion('2.2.1', 'Bientraitance et éthique', { imperatif: true }),
      criterion('3.6.1', 'Accompagnement à la santé'),
    ];
    const result = computeHasResult(questions, [notConcerned('3.6.2'), rated('2.2.1', 4), notConcerned('3.6.1')])!;
    const imperatif = result.criteria.find((item) => item.code === '3.6.2')!;
    expect(imperatif).toMatchObject({ cotation: null, notConcerned: false, notConcernedImperatif: true });
    // An ordinary criterion's NC stays an NC, out of every mean.
    expect(result.criteria.find((item) => item.code === '3.6.1')).toMatchObject({
      notConcerned: true,
      notConcernedImperatif: false,
    });
    expect(result.imperatifs).toMatchObject({ applicable: 2, met: 1, rate: 50 });
    expect(result.imperatifs.notMet.map((item) => item.code)).toEqual(['3.6.2']);
    expect(result.imperatifs.notConcerned.map((item) => item.code)).toEqual(['3.6.2']);
    expect(formatHasImperatifs(result.imperatifs)).toBe('1 / 2 (50 %)');
    expect(hasImperatifNotMetText(imperatif)).toBe(
      'critère 3.6.2 : Critère 3.6.2 — déclaré « non concerné », ce que la HAS n’admet pas pour un impératif : compté non atteint',
    );
    // It has no cotation: objective 3.6 reads nothing, as no criterion of it is rated.
    expect(result.objectives.find((item) => item.key === '3.6')!.mean).toBeNull();
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
    expect(result.imperatifs).toMatchObject({ applicable: 18, met: 17 });
    expect(result.imperatifs.notMet.map((item) => item.code)).toEqual(['3.6.2']);
    expect(result.weakestObjectives.map((item) => item.key)).toEqual(['3.10', '3.6']);
  });
});

describe('combineHasParts (one reading per establishment, review of ADR 043)', () => {
  const chapter1 = [
    criterion('1.1.1', 'Bientraitance et éthique'),
    criterion('1.2.1', 'Droits de la personne accompagnée'),
  ];
  const chapter2 = [
    criterion('2.2.1', 'Bientraitance et éthique', { imperatif: true }),
    criterion('2.2.2', 'Bientraitance et éthique', { imperatif: true }),
  ];
  const chapter3 = [
    criterion('3.6.2', 'Accompagnement à la santé', { imperatif: true }),
    criterion('3.10.1', 'Démarche qualité et gestion des risques'),
  ];

  it('reads the questionnaires’ criteria as one: impératifs out of all of them, objectives over all of them', () => {
    const result = combineHasParts([
      { questions: chapter1, answers: [rated('1.1.1', 4), rated('1.2.1', 2)], completedAt: '2026-10-01T08:00:00Z' },
      { questions: chapter2, answers: [rated('2.2.1', 4), rated('2.2.2', 3)], completedAt: '2026-10-02T08:00:00Z' },
      {
        questions: chapter3,
        answers: [notConcerned('3.6.2'), rated('3.10.1', 1)],
        completedAt: '2026-10-03T08:00:00Z',
      },
    ])!;
    expect(result.criteria.map((item) => item.code)).toEqual(['1.1.1', '1.2.1', '2.2.1', '2.2.2', '3.6.2', '3.10.1']);
    // Impératifs: 2.2.1 at 4 met; 2.2.2 at 3 and 3.6.2 NC not met → 1 / 3, not « 1 / 2 » and « 0 / 1 » per form.
    expect(result.imperatifs).toMatchObject({ applicable: 3, met: 1 });
    expect(result.imperatifs.notMet.map((item) => item.code)).toEqual(['2.2.2', '3.6.2']);
    // Objectives 1.1 = 4, 1.2 = 2, 2.2 = 3.5 (3.6 has no cotation); 3.10 = 1 weighs 10 %: 0.1 × 1 + 0.9 × 9.5 / 3.
    expect(result.weightedObjectiveIncluded).toBe(true);
    expect(result.objectivesMean).toBeCloseTo(0.1 + 0.9 * (9.5 / 3), 10);
    expect(formatCotation(result.objectivesMean)).toBe('2,95');
  });

  it('takes a criterion held by two questionnaires from the most recently completed, once', () => {
    const older = { questions: chapter2, answers: [rated('2.2.1', 1), rated('2.2.2', 1)], completedAt: '2026-01-01' };
    const newer = { questions: chapter2.slice(0, 1), answers: [rated('2.2.1', 4)], completedAt: '2026-06-01' };
    const result = combineHasParts([older, newer])!;
    expect(result.criteria.map((item) => [item.code, item.cotation])).toEqual([
      ['2.2.1', 4],
      ['2.2.2', 1],
    ]);
    expect(result.imperatifs).toMatchObject({ applicable: 2, met: 1 });
  });

  it('leaves out a criterion the newest questionnaire holding it froze as not applying, and non-HAS questions', () => {
    const result = combineHasParts([
      { questions: chapter1, answers: [rated('1.1.1', 1), rated('1.2.1', 3)], completedAt: '2026-01-01' },
      {
        questions: [...chapter1, { key: 'eaje-hygiene-1', label: 'Q', helpText: null, isCritical: false }],
        answers: [rated('1.2.1', 4)],
        excludedKeys: ['essms-has-1-1-1'],
        completedAt: '2026-02-01',
      },
    ])!;
    expect(result.criteria.map((item) => [item.code, item.cotation])).toEqual([['1.2.1', 4]]);
  });

  it('is null when no questionnaire holds a HAS criterion', () => {
    expect(combineHasParts([])).toBeNull();
  });
});
