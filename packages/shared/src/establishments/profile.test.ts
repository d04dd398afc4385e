import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categoryForCapacity, categoryMismatch, EstablishmentProfileInputSchema } from './profile.ts';

const ID = '0e1c4c0a-6a3f-4a8e-9a5e-6f1d1f3b2a10';

function messages(input: Record<string, unknown>) {
  const result = v.safeParse(EstablishmentProfileInputSchema, { id: ID, ...input });
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('categoryForCapacity (R2324-46)', () => {
  it.each([
    [1, 'MICRO_CRECHE'],
    [12, 'MICRO_CRECHE'],
    [13, 'PETITE_CRECHE'],
    [24, 'PETITE_CRECHE'],
    [25, 'CRECHE'],
    [39, 'CRECHE'],
    [40, 'GRANDE_CRECHE'],
    [59, 'GRANDE_CRECHE'],
    [60, 'TRES_GRANDE_CRECHE'],
  ])('%i places → %s', (capacity, category) => {
    expect(categoryForCapacity(capacity)).toBe(category);
  });
});

describe('EstablishmentProfileInputSchema', () => {
  it('refuses a category that contradicts the capacity, naming the right one', () => {
    expect(messages({ capacity: 30, category: 'MICRO_CRECHE' })).toEqual({
      category: 'La catégorie ne correspond pas à la capacité : une capacité de 30 places relève de « Crèche 25–39 »',
    });
    expect(categoryMismatch('CRECHE', 30)).toBeNull();
  });

  it('derives the category from the capacity, and « ESSMS » for an ESSMS', () => {
    const crèche = v.parse(EstablishmentProfileInputSchema, {
      id: ID,
      structureType: 'CRECHE_COLLECTIVE',
      capacity: 45,
    });
    expect(crèche.category).toBe('GRANDE_CRECHE');
    expect(crèche.practices).toEqual([]);
    const essms = v.parse(EstablishmentProfileInputSchema, {
      id: ID,
      structureType: 'ESSMS',
      capacity: 80,
      essmsSector: 'HANDICAP',
      residential: true,
    });
    expect(essms.category).toBe('ESSMS');
  });

  it('says in French what is wrong with each field', () => {
    expect(
      messages({
        structureType: 'CRECHE',
        capacity: 0,
        authorisationRequestedOn: '2019-02-30',
        premisesProjectOn: 'hier',
        managerType: 'MIXTE',
        denseZone: 'oui',
        practices: ['OUTINGS', 'PISCINE'],
      }),
    ).toEqual({
      structureType: 'Veuillez choisir un type de structure de la liste',
      capacity: 'La capacité doit être un nombre entier de places entre 1 et 100 000',
      authorisationRequestedOn: "Veuillez saisir une date valide pour la demande d'autorisation",
      premisesProjectOn: 'Veuillez saisir une date valide pour le projet de locaux (permis de construire)',
      managerType: 'Veuillez indiquer si le gestionnaire est public ou privé',
      denseZone: 'Indiquez si l’établissement est situé en zone dense (oui ou non)',
      'practices.1': 'Une pratique déclarée ne fait pas partie de la liste',
    });
    expect(messages({ practices: ['OUTINGS', 'OUTINGS'] })).toEqual({
      practices: 'Une même pratique ne peut être déclarée deux fois',
    });
  });

  it('refuses an authorisation requested in the future', () => {
    expect(messages({ authorisationRequestedOn: '2999-01-01' })).toEqual({
      authorisationRequestedOn: "La date de demande d'autorisation ne peut pas être dans le futur",
    });
    expect(messages({ authorisationRequestedOn: '2019-03-15' })).toEqual({});
  });

  it('keeps the ESSMS fields for an ESSMS, and the ESSMS category for ESSMS only', () => {
    expect(messages({ structureType: 'MICRO_CRECHE', essmsSector: 'HANDICAP' })).toEqual({
      essmsSector: 'Le secteur et l’hébergement ne se renseignent que pour un ESSMS',
    });
    expect(messages({ structureType: 'MICRO_CRECHE', category: 'ESSMS' })).toEqual({
      category: 'La catégorie « ESSMS » est réservée aux établissements de type ESSMS',
    });
    expect(messages({ structureType: 'ESSMS', essmsSector: 'TOURISME' })).toEqual({
      essmsSector: 'Veuillez choisir un secteur ESSMS de la liste',
    });
  });
});
