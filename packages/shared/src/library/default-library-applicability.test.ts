import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ESTABLISHMENT_CATEGORIES } from '../enums.ts';

/**
 * Issue 26 item 2: a question of the default library may say where it applies
 * (`appliesWhen`) and which answer needs its document (`documentRequiredFor`).
 * The engine's schema is written beside this release (branch engine26); until
 * it is merged the portable schema drops both keys, so this test reads the
 * part file as JSON and checks the vocabulary the engine will accept. At merge,
 * the lists below are to be replaced by the engine's own constants.
 */
const STRUCTURE_TYPES = [
  'CRECHE_COLLECTIVE',
  'MICRO_CRECHE',
  'CRECHE_FAMILIALE',
  'JARDIN_ENFANTS',
  'HALTE_GARDERIE_MULTI_ACCUEIL',
  'CRECHE_PARENTALE',
  'ESSMS',
] as const;
const PRACTICES = ['OUTINGS', 'OVER_ENROLMENT', 'MEALS_ON_SITE', 'NIGHT_CARE', 'WATER_ACTIVITIES', 'ANIMALS'] as const;
const MANAGER_TYPES = ['PUBLIC', 'PRIVATE'] as const;
const DOCUMENT_REQUIRED_FOR = ['CONFORMING_ANSWER', 'ANY_ANSWER'] as const;
const CONDITION_KEYS = [
  'structureTypes',
  'sizeCategories',
  'capacityMin',
  'capacityMax',
  'authorisationRequestedFrom',
  'authorisationRequestedBefore',
  'managerTypes',
  'practices',
  'denseZone',
  'residential',
  'essmsSectors',
] as const;

type AppliesWhen = Record<string, unknown> & { reason?: unknown };
interface RawQuestion {
  key: string;
  label: string;
  helpText?: string;
  reference?: string;
  isCritical?: boolean;
  isDocumentRequired?: boolean;
  options?: Array<{ label: string }>;
  appliesWhen?: AppliesWhen;
  documentRequiredFor?: unknown;
}
interface RawForm {
  key: string;
  questions: RawQuestion[];
}
interface RawPart {
  categories: Array<{ forms: RawForm[] }>;
  forms?: RawForm[];
}

const eaje = JSON.parse(readFileSync(new URL('./default/10-eaje.json', import.meta.url), 'utf8')) as RawPart;
const forms = [...eaje.categories.flatMap((category) => category.forms), ...(eaje.forms ?? [])];
const questions = forms.flatMap((form) => form.questions);
const question = (key: string) => {
  const found = questions.find((item) => item.key === key);
  if (!found) throw new Error(`question ${key} absente`);
  return found;
};
const conditioned = questions.filter((item) => item.appliesWhen !== undefined);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function vocabularyErrors(item: RawQuestion): string[] {
  const errors: string[] = [];
  const when = item.appliesWhen!;
  const allowedIn = (values: readonly string[], list: unknown) =>
    Array.isArray(list) && list.length > 0 && list.every((value) => values.includes(value as string));
  for (const [name, value] of Object.entries(when)) {
    if (name === 'reason') continue;
    if (!(CONDITION_KEYS as readonly string[]).includes(name)) errors.push(`clé inconnue ${name}`);
    if (name === 'structureTypes' && !allowedIn(STRUCTURE_TYPES, value)) errors.push(`${name} : ${String(value)}`);
    if (name === 'sizeCategories' && !allowedIn(ESTABLISHMENT_CATEGORIES, value))
      errors.push(`${name} : ${String(value)}`);
    if (name === 'practices' && !allowedIn(PRACTICES, value)) errors.push(`${name} : ${String(value)}`);
    if (name === 'managerTypes' && !allowedIn(MANAGER_TYPES, value)) errors.push(`${name} : ${String(value)}`);
    if ((name === 'capacityMin' || name === 'capacityMax') && !(Number.isInteger(value) && (value as number) >= 0))
      errors.push(`${name} : ${String(value)}`);
    if (name.startsWith('authorisationRequested')) {
      if (typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value)))
        errors.push(`${name} : ${String(value)}`);
    }
    if ((name === 'denseZone' || name === 'residential') && typeof value !== 'boolean')
      errors.push(`${name} : booléen`);
  }
  if (Object.keys(when).filter((name) => name !== 'reason').length === 0) errors.push('aucune condition');
  if (
    typeof when.capacityMin === 'number' &&
    typeof when.capacityMax === 'number' &&
    when.capacityMin > when.capacityMax
  )
    errors.push('capacityMin > capacityMax');
  const reason = when.reason;
  // Shown as « Ne s’applique pas à cet établissement : <reason> »: a French clause, lower case, no final period.
  if (typeof reason !== 'string' || reason.trim().length < 20) errors.push('raison absente ou trop courte');
  else if (!/^[a-zà-ÿœ’]/.test(reason) || reason.endsWith('.')) errors.push(`raison mal formée : ${reason}`);
  if (typeof reason === 'string' && reason.includes("'")) errors.push('apostrophe droite dans la raison');
  return errors;
}

describe('Applicability of the crèche grid (issue 26, release 2026.11.3)', () => {
  it('annotates questions with the engine’s vocabulary only, each with a French reason', () => {
    expect(conditioned.length).toBeGreaterThanOrEqual(40);
    const errors = conditioned.flatMap((item) => vocabularyErrors(item).map((error) => `${item.key} : ${error}`));
    expect(errors).toEqual([]);
  });

  it('rejects what the engine would reject (the check itself can fail)', () => {
    const bad: RawQuestion = {
      key: 'x',
      label: 'x',
      appliesWhen: {
        practices: ['SWIMMING'],
        structureTypes: ['CRECHE'],
        capacityMin: 30,
        capacityMax: 10,
        reason: 'Non.',
      },
    };
    expect(vocabularyErrors(bad)).toEqual([
      'practices : SWIMMING',
      'structureTypes : CRECHE',
      'capacityMin > capacityMax',
      'raison absente ou trop courte',
    ]);
    expect(
      vocabularyErrors({ key: 'y', label: 'y', appliesWhen: { reason: 'une raison sans condition aucune' } }),
    ).toEqual(['aucune condition']);
  });

  it('uses documentRequiredFor only with its two values, on a question whose document is required', () => {
    for (const item of questions.filter((entry) => entry.documentRequiredFor !== undefined)) {
      expect(DOCUMENT_REQUIRED_FOR, item.key).toContain(item.documentRequiredFor);
      expect(item.isDocumentRequired, item.key).toBe(true);
    }
    expect(question('eaje-projet-etablissement-15').documentRequiredFor).toBe('CONFORMING_ANSWER');
  });

  it('binds the outings impératifs only where the establishment goes out (CSP R2324-43-2)', () => {
    const outings = questions.filter((item) => item.isCritical && /R2324-43-2\b/.test(item.reference ?? ''));
    // The annexed protocol of R2324-30 II 5° is required of every crèche; the ratio during outings only of those that go out.
    const ratios = outings.filter((item) => !/R2324-30 II 5°/.test(item.reference ?? ''));
    expect(ratios.map((item) => item.key).sort()).toEqual([
      'eaje-encadrement-effectifs-05',
      'eaje-jardin-enfants-08',
      'eaje-micro-creche-08',
    ]);
    for (const item of ratios) expect(item.appliesWhen?.practices, item.key).toEqual(['OUTINGS']);
  });

  it('binds the over-enrolment impératifs only where children are enrolled over capacity (CSP R2324-27)', () => {
    for (const key of [
      'eaje-encadrement-effectifs-13',
      'eaje-encadrement-effectifs-14',
      'eaje-encadrement-effectifs-15',
    ]) {
      expect(question(key).appliesWhen?.practices, key).toEqual(['OVER_ENROLMENT']);
      expect(question(key).appliesWhen?.structureTypes, key).not.toContain('CRECHE_FAMILIALE');
    }
    // Staying within the authorised capacity binds everyone.
    expect(question('eaje-autorisation-ouverture-02').appliesWhen).toBeUndefined();
  });

  it('splits the premises rules by authorisation date and zone (arrêté du 31 août 2021)', () => {
    const full = question('eaje-locaux-equipements-01');
    expect(full.label).toMatch(/7 m² par place autorisée/);
    expect(full.appliesWhen).toMatchObject({ authorisationRequestedFrom: '2022-09-01', denseZone: false });
    const dense = question('eaje-locaux-equipements-11');
    expect(dense.label).toMatch(/5,5 m² par place autorisée/);
    expect(dense.appliesWhen).toMatchObject({ authorisationRequestedFrom: '2022-09-01', denseZone: true });
    const existing = question('eaje-locaux-equipements-12');
    expect(existing.appliesWhen).toEqual(expect.objectContaining({ authorisationRequestedBefore: '2022-09-01' }));
    expect(existing.label).toMatch(/1er septembre 2026/);
    // A crèche authorised before the référentiel still has a premises impératif to answer, never the 7 m² one.
    expect(existing.isCritical).toBe(true);
  });

  it('gives each structure type its own questions, applying to that type only', () => {
    const byForm = (key: string) => forms.find((form) => form.key === key)!.questions;
    for (const [form, type] of [
      ['eaje-jardin-enfants', 'JARDIN_ENFANTS'],
      ['eaje-creche-familiale', 'CRECHE_FAMILIALE'],
      ['eaje-gestion-parentale', 'CRECHE_PARENTALE'],
    ] as const) {
      expect(byForm(form).length, form).toBeGreaterThanOrEqual(3);
      for (const item of byForm(form)) expect(item.appliesWhen?.structureTypes, item.key).toEqual([type]);
    }
    // The crèche categories' figures (R2324-46-x) are not put to a jardin d’enfants or a crèche familiale.
    for (const key of ['eaje-plus-12-places-01', 'eaje-referent-sante-02', 'eaje-direction-qualification-02']) {
      const types = question(key).appliesWhen?.structureTypes as string[];
      expect(types, key).not.toContain('JARDIN_ENFANTS');
      expect(types, key).not.toContain('CRECHE_FAMILIALE');
    }
  });

  it('asks a public crèche opened on an opinion before 2025 for its authorisation deadline', () => {
    expect(question('eaje-autorisation-ouverture-12').appliesWhen).toMatchObject({
      managerTypes: ['PUBLIC'],
      authorisationRequestedBefore: '2025-01-01',
    });
    expect(question('eaje-autorisation-ouverture-01').label).not.toMatch(
      /s’il est géré par une personne publique, de l’avis/,
    );
  });
});

describe('Wording the texts support (issue 26 item 4)', () => {
  it('shows users no internal Légifrance identifier as a reference', () => {
    for (const item of questions)
      expect(item.reference ?? '', item.key).not.toMatch(/LEGIARTI|LEGITEXT|JORFTEXT|Légifrance/);
  });

  it('lists three parts of the projet d’établissement, the projet d’évaluation asked on its own', () => {
    const parts = question('eaje-projet-etablissement-02').options!.map((option) => option.label);
    expect(parts).toEqual(['Projet d’accueil', 'Projet éducatif', 'Projet social et de développement durable']);
    expect(question('eaje-projet-etablissement-15').label).toMatch(/en complément du projet d’établissement/);
  });

  it('does not lend R2324-36 a priority order nor posted contact details', () => {
    for (const key of ['eaje-continuite-direction-02', 'eaje-continuite-direction-09']) {
      expect(question(key).label, key).not.toMatch(/ordre de priorité|affichées/);
    }
  });

  it('accepts every diploma of R2324-42 1° for the professional alone in a micro-crèche', () => {
    const alone = question('eaje-micro-creche-02').label;
    for (const diploma of ['auxiliaire de puériculture', 'éducateur de jeunes enfants', 'infirmier', 'puériculteur'])
      expect(alone).toContain(diploma);
  });

  it('never makes a conditional rule an impératif the establishment cannot answer « non concerné »', () => {
    // Questions whose help text invites « Non concerné » must not be impératifs.
    for (const item of questions.filter((entry) => /« Non concerné »/.test(entry.helpText ?? ''))) {
      expect(item.isCritical ?? false, item.key).toBe(false);
    }
  });
});
