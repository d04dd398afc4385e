import { describe, expect, it } from 'vitest';
import {
  asked,
  crecheGrid as eaje,
  gridQuestion as question,
  gridQuestions as questions,
  type SampleProfile as Profile,
} from '../testing/creche-grid.ts';

/**
 * Release 2026.11.4 after an independent PMI inspector's review (issue 26
 * items 4–5): the corrected rules reach the sample establishments they bind,
 * and no longer the others. As in default-library-review-pmi.test.ts, the
 * conditions are evaluated by the product’s rule on sample profiles: what a
 * director of that establishment would be asked.
 */
const base: Profile = {
  structureType: 'CRECHE_COLLECTIVE',
  capacity: 30,
  managerType: 'PRIVATE',
  practices: [],
  authorisationRequestedOn: '2023-03-01',
  denseZone: false,
};

const release = eaje.releases.find((item) => item.version === '2026.11.4')!;
const noted = (key: string) => release.changes.filter((change) => change.question === key);

describe('Release 2026.11.4: each corrected rule reaches the establishments it binds', () => {
  it('asks a micro-crèche the référent santé hours once, and every collective crèche size the same question', () => {
    for (const capacity of [10, 20, 30, 50, 70]) {
      const keys = asked({ ...base, capacity });
      expect(keys.has('eaje-referent-sante-02'), `${capacity} places`).toBe(true);
      expect(keys.has('eaje-micro-creche-09'), `${capacity} places`).toBe(false);
    }
    expect(question('eaje-referent-sante-02').helpText).toMatch(/Micro-crèche : 10 h par an dont 2 h par trimestre/);
  });

  it('asks about safe sleep once, as a recommendation, and never to a jardin d’enfants', () => {
    const creche = asked({ ...base, capacity: 20 });
    expect(creche.has('eaje-securite-hygiene-08')).toBe(true);
    expect(creche.has('eaje-securite-hygiene-10')).toBe(false);
    expect(question('eaje-securite-hygiene-08').isCritical ?? false).toBe(false);
    expect(question('eaje-securite-hygiene-08').helpText).toMatch(/aucun texte réglementaire ne l’impose/);
    expect(asked({ ...base, structureType: 'JARDIN_ENFANTS', capacity: 20 }).has('eaje-securite-hygiene-08')).toBe(
      false,
    );
    // No impératif rests on the HAS memo alone.
    for (const item of questions.filter((entry) => entry.isCritical))
      expect(item.reference ?? '', item.key).not.toMatch(/^HAS, fiche mémo[^;]*$/);
  });

  it('asks the night drills only of a type R establishment that cares for children at night', () => {
    expect(asked({ ...base, capacity: 90, practices: ['NIGHT_CARE'] }).has('eaje-securite-hygiene-13')).toBe(true);
    expect(asked({ ...base, capacity: 90 }).has('eaje-securite-hygiene-13')).toBe(false);
    expect(asked({ ...base, capacity: 40, practices: ['NIGHT_CARE'] }).has('eaje-securite-hygiene-13')).toBe(false);
  });

  it('asks every crèche, meals prepared there or not, about delivered meals, plastic containers and the accessibility register', () => {
    for (const profile of [
      { ...base, capacity: 10, structureType: 'MICRO_CRECHE' },
      { ...base, capacity: 40, practices: ['MEALS_ON_SITE'] },
      { ...base, capacity: 45, structureType: 'CRECHE_FAMILIALE' },
    ]) {
      const keys = asked(profile);
      for (const key of ['eaje-securite-hygiene-12', 'eaje-securite-hygiene-14', 'eaje-securite-hygiene-15'])
        expect(keys.has(key), `${key} — ${profile.structureType} ${profile.capacity}`).toBe(true);
    }
    // Not impératifs: the profile cannot tell delivered meals, the commune's population, and the arrêté was read second-hand.
    for (const key of ['eaje-securite-hygiene-12', 'eaje-securite-hygiene-14', 'eaje-securite-hygiene-15'])
      expect(question(key).isCritical ?? false, key).toBe(false);
    expect(question('eaje-securite-hygiene-14').helpText).toMatch(/1er janvier 2025/);
    expect(question('eaje-securite-hygiene-14').helpText).toMatch(/2 000 habitants/);
    expect(question('eaje-securite-hygiene-14').reference).toBe('Code de l’environnement art. L541-15-10');
  });

  it('tells a crèche under 87 places that children on an upper floor can bring the type R rules', () => {
    const small = asked({ ...base, capacity: 40 });
    expect(small.has('eaje-securite-hygiene-09')).toBe(false);
    expect(small.has('eaje-securite-hygiene-01')).toBe(true);
    for (const key of ['eaje-securite-hygiene-01', 'eaje-securite-hygiene-02', 'eaje-securite-hygiene-09'])
      expect(question(key).helpText, key).toMatch(/en étage/);
    expect(question('eaje-securite-hygiene-09').appliesWhen?.reason).toMatch(/en étage/);
  });
});

describe('Release 2026.11.4: an impératif is met or not', () => {
  it('offers no « Partiellement » on any binding question, and no help text explains it', () => {
    const binding = questions.filter((item) => item.isCritical && item.type === 'SELECT');
    expect(binding.length).toBeGreaterThanOrEqual(16);
    for (const item of binding) {
      expect(
        item.options?.map((option) => option.label),
        item.key,
      ).toEqual(['Oui', 'Non']);
      expect(item.helpText ?? '', item.key).not.toMatch(/Partiellement/);
      expect(noted(item.key).length, `${item.key} dans les notes de 2026.11.4`).toBeGreaterThan(0);
    }
    // A non-binding question keeps its three levels.
    expect(question('eaje-referent-sante-06').options?.map((option) => option.label)).toEqual([
      'Oui',
      'Partiellement',
      'Non',
    ]);
  });

  it('explains every change of the release with a recorded source', () => {
    expect(release.changes.length).toBeGreaterThanOrEqual(20);
    for (const key of [
      'eaje-securite-hygiene-08',
      'eaje-referent-sante-02',
      'eaje-securite-hygiene-09',
      'eaje-securite-hygiene-12',
      'eaje-securite-hygiene-13',
      'eaje-securite-hygiene-14',
      'eaje-securite-hygiene-15',
    ]) {
      expect(noted(key).length, key).toBeGreaterThan(0);
      for (const change of noted(key)) expect(change.sources?.length ?? 0, key).toBeGreaterThan(0);
    }
  });
});
