import { describe, expect, it } from 'vitest';
import {
  asked,
  gridQuestion as question,
  gridQuestions as questions,
  type SampleProfile as Profile,
} from '../testing/creche-grid.ts';

/**
 * Release 2026.11.3 after the PMI inspector's review (issue 26 item 5): the
 * rules the review found missing for some establishments must now reach them.
 * The conditions are evaluated by the product's own rule (evaluateApplicability, through testing/creche-grid.ts)
 * — it lived on another branch when this test was written —, with the vocabulary of
 * default-library-applicability.test.ts, on sample profiles: what a director
 * of that establishment would be asked.
 */
const base: Profile = {
  structureType: 'CRECHE_COLLECTIVE',
  capacity: 30,
  managerType: 'PRIVATE',
  practices: [],
  authorisationRequestedOn: '2023-03-01',
  denseZone: false,
};
const TWO_PROFESSIONALS = ['eaje-encadrement-effectifs-04', 'eaje-jardin-enfants-07'];

describe('Release 2026.11.3 after the PMI review: each rule reaches the establishments it binds', () => {
  it('asks every jardin d’enfants, of any capacity, the two-professionals rule once (CSP R2324-43-1)', () => {
    const ten = asked({ ...base, structureType: 'JARDIN_ENFANTS', capacity: 10 });
    expect(ten.has('eaje-jardin-enfants-07')).toBe(true);
    expect(question('eaje-jardin-enfants-07').isCritical).toBe(true);
    // The micro-crèche exception (from four children) is not put to a jardin d'enfants.
    expect(ten.has('eaje-micro-creche-01')).toBe(false);
    for (let capacity = 1; capacity <= 80; capacity += 1) {
      const keys = asked({ ...base, structureType: 'JARDIN_ENFANTS', capacity });
      expect(
        TWO_PROFESSIONALS.filter((key) => keys.has(key)),
        `jardin d’enfants de ${capacity} places`,
      ).toHaveLength(1);
    }
  });

  it('asks a small jardin d’enfants the outings ratio only when it goes out', () => {
    const still = asked({ ...base, structureType: 'JARDIN_ENFANTS', capacity: 10 });
    const out = asked({ ...base, structureType: 'JARDIN_ENFANTS', capacity: 10, practices: ['OUTINGS'] });
    expect(still.has('eaje-jardin-enfants-08')).toBe(false);
    expect(out.has('eaje-jardin-enfants-08')).toBe(true);
    expect(out.has('eaje-encadrement-effectifs-05')).toBe(false);
  });

  it('asks every establishment of sixty places or more, whatever its type, for a deputy director (CSP R2324-35 I)', () => {
    for (const structureType of [
      'CRECHE_COLLECTIVE',
      'CRECHE_FAMILIALE',
      'JARDIN_ENFANTS',
      'HALTE_GARDERIE_MULTI_ACCUEIL',
    ]) {
      expect(asked({ ...base, structureType, capacity: 60 }).has('eaje-plus-24-places-03'), structureType).toBe(true);
      expect(asked({ ...base, structureType, capacity: 59 }).has('eaje-plus-24-places-03'), structureType).toBe(false);
    }
    expect(question('eaje-plus-24-places-03').label).not.toMatch(/0,75/);
  });

  it('asks the fire-safety impératif from 87 places, which over-enrolment can bring to a hundred children', () => {
    expect(asked({ ...base, capacity: 87 }).has('eaje-securite-hygiene-09')).toBe(true);
    expect(asked({ ...base, capacity: 86 }).has('eaje-securite-hygiene-09')).toBe(false);
    expect(question('eaje-securite-hygiene-09').helpText).toMatch(/commission de sécurité/);
  });

  it('asks only private managers for the commune’s prior opinion', () => {
    expect(asked({ ...base, managerType: 'PRIVATE' }).has('eaje-autorisation-ouverture-13')).toBe(true);
    expect(asked({ ...base, managerType: 'PUBLIC' }).has('eaje-autorisation-ouverture-13')).toBe(false);
  });

  it('puts the health-referent hours only to crèches familiales whose figures were read (R2324-48-2 1°–2°)', () => {
    expect(asked({ ...base, structureType: 'CRECHE_FAMILIALE', capacity: 40 }).has('eaje-creche-familiale-05')).toBe(
      true,
    );
    expect(asked({ ...base, structureType: 'CRECHE_FAMILIALE', capacity: 70 }).has('eaje-creche-familiale-05')).toBe(
      false,
    );
    expect(question('eaje-jardin-enfants-04').helpText).toMatch(/30 heures par an dont 6 par trimestre/);
    for (const item of questions) expect(item.helpText ?? '', item.key).not.toMatch(/le minimum que l’article fixe/);
  });
});

describe('Release 2026.11.3 after the PMI review: wording and status', () => {
  it('makes each of the five protocols annexed by R2324-30 II an impératif, the hygiene protocol included', () => {
    for (const [index, key] of ['10', '11', '12', '13', '14'].map(
      (n, i) => [i + 1, `eaje-reglement-fonctionnement-${n}`] as const,
    )) {
      const item = question(key);
      expect(item.reference, key).toMatch(new RegExp(`^CSP art\\. R2324-30 II ${index}°`));
      expect(item.isCritical, key).toBe(true);
    }
  });

  it('binds the mise en sûreté impératif to the Code only, the yearly drill being a recommendation', () => {
    expect(question('eaje-reglement-fonctionnement-15').reference).toBe('CSP art. R2324-30 III');
    expect(question('eaje-reglement-fonctionnement-23').isCritical ?? false).toBe(false);
  });

  it('states the honorabilité duty for adults and no longer « dans tous les départements »', () => {
    const item = question('eaje-recrutement-verifications-01');
    expect(item.helpText).toMatch(/personne majeure/);
    expect(item.helpText).toMatch(/Rhône/);
    for (const entry of questions)
      expect(`${entry.label} ${entry.helpText ?? ''}`, entry.key).not.toMatch(/tous les départements/);
  });

  it('names the second transitional rule of décret 2025-304 for directors', () => {
    expect(question('eaje-direction-qualification-01').helpText).toMatch(/auxiliaire de puériculture.*trois ans/);
    expect(question('eaje-micro-creche-05').helpText).toMatch(/2° \)|II 2°/);
  });

  it('asks about radon without binding: the profile does not know the commune’s zone', () => {
    const radon = question('eaje-securite-hygiene-11');
    expect(radon.appliesWhen).toBeUndefined();
    expect(radon.isCritical ?? false).toBe(false);
    expect(radon.helpText).toMatch(/zone 3/);
  });

  it('words the screens and lone-professional questions without a double negative', () => {
    expect(question('eaje-micro-creche-02').label).not.toMatch(/\bne\b.*\bjamais\b.*\bsans\b/);
    expect(question('eaje-qualite-relation-enfant-11').label).not.toMatch(/^Aucun/);
  });
});
