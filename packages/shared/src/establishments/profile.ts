import * as v from 'valibot';
import { getParisToday } from '../dates.ts';
import {
  ESTABLISHMENT_CATEGORIES,
  ESTABLISHMENT_CATEGORY_LABELS,
  labelledEnum,
  type EstablishmentCategory,
} from '../enums.ts';
import { nullableDate } from '../validation/dates.ts';
import { idSchema, integerBetween } from '../validation/fields.ts';

/*
 * Issue 26 item 1 (ADR 035): the regulatory profile of an establishment, what decides which questions of the
 * library apply to it (questionnaires/applicability.ts). Additive to the SPEC §7 fields; capacity and category
 * already existed. A field left empty (null) is « not said yet », never « no »: the questions that read it stay asked.
 */

export const { values: STRUCTURE_TYPES, labels: STRUCTURE_TYPE_LABELS } = labelledEnum([
  ['CRECHE_COLLECTIVE', 'Crèche collective'],
  ['MICRO_CRECHE', 'Micro-crèche'],
  ['CRECHE_FAMILIALE', 'Crèche familiale (service d’accueil familial)'],
  ['JARDIN_ENFANTS', 'Jardin d’enfants'],
  ['HALTE_GARDERIE_MULTI_ACCUEIL', 'Halte-garderie ou multi-accueil'],
  ['CRECHE_PARENTALE', 'Crèche à gestion parentale'],
  ['ESSMS', 'ESSMS (établissement ou service social ou médico-social)'],
]);
export type StructureType = (typeof STRUCTURE_TYPES)[number];

export const { values: MANAGER_TYPES, labels: MANAGER_TYPE_LABELS } = labelledEnum([
  ['PUBLIC', 'Gestionnaire public'],
  ['PRIVATE', 'Gestionnaire privé'],
]);
export type ManagerType = (typeof MANAGER_TYPES)[number];

/** The practices the law makes conditional: a question on them applies only where they exist. */
export const { values: PRACTICES, labels: PRACTICE_LABELS } = labelledEnum([
  ['OUTINGS', 'Sorties hors de l’établissement'],
  ['OVER_ENROLMENT', 'Accueil en surnombre'],
  ['MEALS_ON_SITE', 'Repas préparés sur place'],
  ['NIGHT_CARE', 'Accueil de nuit ou en horaires atypiques'],
  ['WATER_ACTIVITIES', 'Activités aquatiques (bassin, pataugeoire)'],
  ['ANIMALS', 'Animaux dans l’établissement'],
]);
export type Practice = (typeof PRACTICES)[number];

export const { values: ESSMS_SECTORS, labels: ESSMS_SECTOR_LABELS } = labelledEnum([
  ['PERSONNES_AGEES', 'Personnes âgées'],
  ['HANDICAP', 'Personnes en situation de handicap'],
  ['PROTECTION_ENFANCE', 'Protection de l’enfance'],
  ['INCLUSION_SOCIALE', 'Inclusion sociale'],
  ['AUTRE', 'Autre secteur'],
]);
export type EssmsSector = (typeof ESSMS_SECTORS)[number];

/** The profile as the applicability rules read it; every field may be unknown (null). */
export type RegulatoryProfile = {
  structureType: StructureType | null;
  capacity: number | null;
  category: EstablishmentCategory | null;
  authorisationRequestedOn: string | null;
  premisesProjectOn: string | null;
  managerType: ManagerType | null;
  denseZone: boolean | null;
  /** Null until the profile is saved once: « no practice declared yet » is not « none ». */
  practices: Practice[] | null;
  essmsSector: EssmsSector | null;
  residential: boolean | null;
};

export const PROFILE_FIELDS = [
  'structureType',
  'capacity',
  'category',
  'authorisationRequestedOn',
  'premisesProjectOn',
  'managerType',
  'denseZone',
  'practices',
  'essmsSector',
  'residential',
] as const satisfies ReadonlyArray<keyof RegulatoryProfile>;

export const PROFILE_FIELD_LABELS: Record<keyof RegulatoryProfile, string> = {
  structureType: 'type de structure',
  capacity: 'capacité',
  category: 'catégorie',
  authorisationRequestedOn: "date de demande d'autorisation",
  premisesProjectOn: 'date du projet de locaux',
  managerType: 'gestionnaire public ou privé',
  denseZone: 'zone dense',
  practices: 'pratiques',
  essmsSector: 'secteur ESSMS',
  residential: 'hébergement',
};

export const PROFILE_MESSAGES = {
  structureTypeInvalid: 'Veuillez choisir un type de structure de la liste',
  capacityInvalid: 'La capacité doit être un nombre entier de places entre 1 et 100 000',
  categoryInvalid: "Veuillez sélectionner une catégorie d'établissement valide",
  authorisationDateInvalid: "Veuillez saisir une date valide pour la demande d'autorisation",
  authorisationDateFuture: "La date de demande d'autorisation ne peut pas être dans le futur",
  premisesDateInvalid: 'Veuillez saisir une date valide pour le projet de locaux (permis de construire)',
  managerTypeInvalid: 'Veuillez indiquer si le gestionnaire est public ou privé',
  denseZoneInvalid: 'Indiquez si l’établissement est situé en zone dense (oui ou non)',
  practicesInvalid: 'Une pratique déclarée ne fait pas partie de la liste',
  practicesDuplicate: 'Une même pratique ne peut être déclarée deux fois',
  essmsSectorInvalid: 'Veuillez choisir un secteur ESSMS de la liste',
  residentialInvalid: "Indiquez si l'établissement héberge les personnes accompagnées (oui ou non)",
  essmsOnly: 'Le secteur et l’hébergement ne se renseignent que pour un ESSMS',
  essmsCategory: 'La catégorie « ESSMS » est réservée aux établissements de type ESSMS',
  essmsNeedsEssmsCategory: 'Un ESSMS relève de la catégorie « ESSMS », pas d’une taille de crèche',
} as const;

/** R2324-46: the size category of a crèche of `capacity` places. */
export function categoryForCapacity(capacity: number): EstablishmentCategory {
  if (capacity <= 12) return 'MICRO_CRECHE';
  if (capacity <= 24) return 'PETITE_CRECHE';
  if (capacity <= 39) return 'CRECHE';
  if (capacity <= 59) return 'GRANDE_CRECHE';
  return 'TRES_GRANDE_CRECHE';
}

/** The French message when `category` contradicts `capacity` (or the structure type); null when they agree or one is unknown. */
export function categoryMismatch(
  category: EstablishmentCategory | null | undefined,
  capacity: number | null | undefined,
  structureType?: StructureType | null,
): string | null {
  if (!category) return null;
  if (structureType === 'ESSMS') return category === 'ESSMS' ? null : PROFILE_MESSAGES.essmsNeedsEssmsCategory;
  if (category === 'ESSMS') return structureType ? PROFILE_MESSAGES.essmsCategory : null;
  if (capacity === null || capacity === undefined) return null;
  const expected = categoryForCapacity(capacity);
  return expected === category
    ? null
    : `La catégorie ne correspond pas à la capacité : une capacité de ${capacity} place${capacity > 1 ? 's' : ''} relève de « ${ESTABLISHMENT_CATEGORY_LABELS[expected]} »`;
}

const optionalPicklist = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  v.optional(v.nullable(v.picklist(values, message)), null);
const optionalBoolean = (message: string) => v.optional(v.nullable(v.boolean(message)), null);
const optionalDay = (message: string) => v.optional(nullableDate(message), null);

/**
 * The whole profile, sent at once (PUT): rules across fields (category × capacity, ESSMS-only fields) need them all.
 * Each message is stated under the field to change.
 */
export const EstablishmentProfileInputSchema = v.pipe(
  v.object({
    id: idSchema,
    structureType: optionalPicklist(STRUCTURE_TYPES, PROFILE_MESSAGES.structureTypeInvalid),
    capacity: v.optional(v.nullable(integerBetween(1, 100_000, PROFILE_MESSAGES.capacityInvalid)), null),
    category: optionalPicklist(ESTABLISHMENT_CATEGORIES, PROFILE_MESSAGES.categoryInvalid),
    authorisationRequestedOn: v.pipe(
      optionalDay(PROFILE_MESSAGES.authorisationDateInvalid),
      v.check((value) => value === null || value <= getParisToday(), PROFILE_MESSAGES.authorisationDateFuture),
    ),
    premisesProjectOn: optionalDay(PROFILE_MESSAGES.premisesDateInvalid),
    managerType: optionalPicklist(MANAGER_TYPES, PROFILE_MESSAGES.managerTypeInvalid),
    denseZone: optionalBoolean(PROFILE_MESSAGES.denseZoneInvalid),
    practices: v.optional(
      v.pipe(
        v.array(v.picklist(PRACTICES, PROFILE_MESSAGES.practicesInvalid), PROFILE_MESSAGES.practicesInvalid),
        v.check((list) => new Set(list).size === list.length, PROFILE_MESSAGES.practicesDuplicate),
      ),
      [],
    ),
    essmsSector: optionalPicklist(ESSMS_SECTORS, PROFILE_MESSAGES.essmsSectorInvalid),
    residential: optionalBoolean(PROFILE_MESSAGES.residentialInvalid),
  }),
  v.forward(
    v.check(
      (input) => categoryMismatch(input.category, input.capacity, input.structureType) === null,
      // The message names the figures (« une capacité de 30 places relève de … »).
      (issue) => categoryMismatch(issue.input.category, issue.input.capacity, issue.input.structureType) ?? '',
    ),
    ['category'],
  ),
  v.forward(
    v.check(
      (input) => input.structureType === 'ESSMS' || (input.essmsSector === null && input.residential === null),
      PROFILE_MESSAGES.essmsOnly,
    ),
    ['essmsSector'],
  ),
  // Saved as derived when left empty: a crèche's category follows its capacity, an ESSMS is « ESSMS ».
  v.transform((input) => ({
    ...input,
    category:
      input.category ??
      (input.structureType === 'ESSMS'
        ? ('ESSMS' as const)
        : input.capacity !== null
          ? categoryForCapacity(input.capacity)
          : null),
  })),
);
export type EstablishmentProfileInput = v.InferOutput<typeof EstablishmentProfileInputSchema>;
