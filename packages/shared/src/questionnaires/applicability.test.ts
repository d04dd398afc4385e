import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { RegulatoryProfile } from '../establishments/profile.ts';
import { makeQuestion } from '../testing/questions.ts';
import {
  applicableQuestions,
  AppliesWhenSchema,
  evaluateApplicability,
  findExcludedQuestions,
  findUnknownProfileFields,
  type AppliesWhen,
} from './applicability.ts';
import { appliesWhenConditions, describeAppliesWhen, notApplicableLabel } from './applicability-wording.ts';

const EMPTY: RegulatoryProfile = {
  structureType: null,
  capacity: null,
  category: null,
  authorisationRequestedOn: null,
  premisesProjectOn: null,
  managerType: null,
  denseZone: null,
  practices: null,
  essmsSector: null,
  residential: null,
};
/** A crèche authorised in 2019 that never goes out: the issue's example. */
const OLD_CRECHE: RegulatoryProfile = {
  ...EMPTY,
  structureType: 'CRECHE_COLLECTIVE',
  capacity: 30,
  category: 'CRECHE',
  authorisationRequestedOn: '2019-03-15',
  managerType: 'PRIVATE',
  denseZone: false,
  practices: ['MEALS_ON_SITE'],
};

const outings: AppliesWhen = { practices: ['OUTINGS'], reason: 'l’établissement n’organise pas de sorties' };
const premises: AppliesWhen = {
  authorisationRequestedFrom: '2022-09-01',
  reason: 'autorisation demandée avant le 1er septembre 2022',
};

describe('evaluateApplicability', () => {
  it('applies a question without condition everywhere', () => {
    expect(evaluateApplicability(null, OLD_CRECHE)).toEqual({ applies: true, unknownFields: [] });
  });

  it('sets aside the outings and the full premises rule for a 2019 crèche that never goes out', () => {
    expect(evaluateApplicability(outings, OLD_CRECHE)).toEqual({ applies: false, reason: outings.reason });
    expect(evaluateApplicability(premises, OLD_CRECHE)).toEqual({ applies: false, reason: premises.reason });
    expect(evaluateApplicability(outings, { ...OLD_CRECHE, practices: ['OUTINGS', 'MEALS_ON_SITE'] }).applies).toBe(
      true,
    );
  });

  it('reads the date bounds: « from » is on or after, « before » strictly before', () => {
    const from = (day: string) =>
      evaluateApplicability(premises, { ...OLD_CRECHE, authorisationRequestedOn: day }).applies;
    expect(from('2022-08-31')).toBe(false);
    expect(from('2022-09-01')).toBe(true);
    expect(from('2022-09-02')).toBe(true);
    const before: AppliesWhen = { authorisationRequestedBefore: '2022-09-01', reason: 'récente' };
    const until = (day: string) =>
      evaluateApplicability(before, { ...OLD_CRECHE, authorisationRequestedOn: day }).applies;
    expect(until('2022-08-31')).toBe(true);
    expect(until('2022-09-01')).toBe(false);
  });

  it('asks a question whose profile field is unknown, and names the field', () => {
    expect(evaluateApplicability(premises, EMPTY)).toEqual({
      applies: true,
      unknownFields: ['authorisationRequestedOn'],
    });
    expect(evaluateApplicability(outings, { ...OLD_CRECHE, practices: null })).toEqual({
      applies: true,
      unknownFields: ['practices'],
    });
  });

  it('needs every condition (AND), any value of a list, and every practice listed', () => {
    const when: AppliesWhen = {
      structureTypes: ['MICRO_CRECHE', 'CRECHE_PARENTALE'],
      capacityMin: 4,
      capacityMax: 12,
      practices: ['OUTINGS', 'WATER_ACTIVITIES'],
      reason: 'autre',
    };
    const micro: RegulatoryProfile = {
      ...EMPTY,
      structureType: 'MICRO_CRECHE',
      capacity: 12,
      practices: ['OUTINGS', 'WATER_ACTIVITIES'],
    };
    expect(evaluateApplicability(when, micro).applies).toBe(true);
    expect(evaluateApplicability(when, { ...micro, structureType: 'CRECHE_PARENTALE' }).applies).toBe(true);
    expect(evaluateApplicability(when, { ...micro, structureType: 'CRECHE_COLLECTIVE' }).applies).toBe(false);
    expect(evaluateApplicability(when, { ...micro, capacity: 13 }).applies).toBe(false);
    expect(evaluateApplicability(when, { ...micro, capacity: 3 }).applies).toBe(false);
    expect(evaluateApplicability(when, { ...micro, practices: ['OUTINGS'] }).applies).toBe(false);
    // A known field that fails wins over an unknown one: the question does not apply.
    expect(evaluateApplicability(when, { ...micro, capacity: null, structureType: 'JARDIN_ENFANTS' })).toEqual({
      applies: false,
      reason: 'autre',
    });
  });

  it.each<[string, AppliesWhen, Partial<RegulatoryProfile>, boolean]>([
    ['size category', { sizeCategories: ['MICRO_CRECHE'], reason: 'r' }, { category: 'CRECHE' }, false],
    ['size category', { sizeCategories: ['MICRO_CRECHE', 'CRECHE'], reason: 'r' }, { category: 'CRECHE' }, true],
    ['manager', { managerTypes: ['PUBLIC'], reason: 'r' }, { managerType: 'PRIVATE' }, false],
    ['manager', { managerTypes: ['PUBLIC'], reason: 'r' }, { managerType: 'PUBLIC' }, true],
    ['dense zone', { denseZone: true, reason: 'r' }, { denseZone: false }, false],
    ['dense zone', { denseZone: false, reason: 'r' }, { denseZone: false }, true],
    ['residential', { residential: true, reason: 'r' }, { residential: false }, false],
    ['sector', { essmsSectors: ['HANDICAP'], reason: 'r' }, { essmsSector: 'PERSONNES_AGEES' }, false],
    ['sector', { essmsSectors: ['HANDICAP'], reason: 'r' }, { essmsSector: 'HANDICAP' }, true],
  ])('%s: %j with %j applies=%s', (_name, when, profile, applies) => {
    expect(evaluateApplicability(when, { ...EMPTY, ...profile }).applies).toBe(applies);
  });
});

describe('the questions of an evaluation', () => {
  const questions = [
    makeQuestion('outings', { appliesWhen: outings }),
    makeQuestion('premises', { appliesWhen: premises }),
    makeQuestion('always'),
  ];

  it('lists the questions set aside with their reason, and keeps the others', () => {
    const excluded = findExcludedQuestions(questions, OLD_CRECHE);
    expect(excluded).toEqual([
      { questionKey: 'outings', reason: outings.reason },
      { questionKey: 'premises', reason: premises.reason },
    ]);
    expect(applicableQuestions(questions, excluded).map((question) => question.key)).toEqual(['always']);
    expect(applicableQuestions(questions, null)).toHaveLength(3);
    expect(notApplicableLabel(outings.reason)).toBe(
      'Ne s’applique pas à cet établissement : l’établissement n’organise pas de sorties',
    );
  });

  it('names the profile fields to complete', () => {
    expect(findUnknownProfileFields(questions, EMPTY)).toEqual(['practices', 'authorisationRequestedOn']);
    expect(findUnknownProfileFields(questions, OLD_CRECHE)).toEqual([]);
  });
});

describe('AppliesWhenSchema', () => {
  const issues = (input: unknown) => {
    const result = v.safeParse(AppliesWhenSchema, input);
    return result.success ? [] : result.issues.map((issue) => issue.message);
  };

  it('requires the French reason shown to the director', () => {
    expect(issues({ practices: ['OUTINGS'] })).toEqual([
      'Indiquez, en français, pourquoi la question ne s’applique pas (la raison affichée)',
    ]);
  });

  it('refuses an unknown condition, an unknown value, a bad date and inverted bounds', () => {
    expect(issues({ practise: ['OUTINGS'], reason: 'r' })).toEqual(['Condition d’applicabilité inconnue']);
    expect(issues({ practices: ['PISCINE'], reason: 'r' })).toEqual(['Valeur de condition inconnue']);
    expect(issues({ authorisationRequestedFrom: '2022-02-30', reason: 'r' })).toEqual([
      'Une date de condition doit être au format AAAA-MM-JJ',
    ]);
    expect(issues({ capacityMin: 13, capacityMax: 12, reason: 'r' })).toEqual([
      'La capacité minimale doit être inférieure ou égale à la capacité maximale',
    ]);
  });
});

describe('appliesWhenConditions (the reading room, issue 26)', () => {
  it('says in French which establishments a question applies to, one phrase per condition', () => {
    expect(appliesWhenConditions(outings)).toEqual(['qui organisent des sorties hors de l’établissement']);
    expect(
      appliesWhenConditions({
        structureTypes: ['CRECHE_COLLECTIVE', 'MICRO_CRECHE', 'JARDIN_ENFANTS'],
        authorisationRequestedFrom: '2022-09-01',
        denseZone: false,
        reason: 'r',
      }),
    ).toEqual([
      'de type Crèche collective, Micro-crèche ou Jardin d’enfants',
      'dont l’autorisation a été demandée à partir du 1er septembre 2022',
      'hors zone très densément peuplée',
    ]);
    expect(
      appliesWhenConditions({
        managerTypes: ['PUBLIC'],
        authorisationRequestedBefore: '2025-01-01',
        sizeCategories: ['MICRO_CRECHE'],
        capacityMin: 25,
        capacityMax: 59,
        reason: 'r',
      }),
    ).toEqual([
      'de catégorie Micro-crèche ≤ 12 places',
      'de 25 à 59 places',
      'dont l’autorisation a été demandée avant le 1er janvier 2025',
      'à gestionnaire public',
    ]);
    expect(appliesWhenConditions({ capacityMin: 60, reason: 'r' })).toEqual(['d’au moins 60 places']);
    expect(appliesWhenConditions({ capacityMax: 12, practices: ['OUTINGS', 'MEALS_ON_SITE'], reason: 'r' })).toEqual([
      'de 12 places au plus',
      'qui organisent des sorties hors de l’établissement',
      'qui préparent les repas sur place',
    ]);
  });

  it('describes a condition in one sentence for « Ce qui a changé »', () => {
    expect(describeAppliesWhen(outings)).toBe(
      'S’applique seulement aux établissements qui organisent des sorties hors de l’établissement (sinon : l’établissement n’organise pas de sorties)',
    );
  });
});
