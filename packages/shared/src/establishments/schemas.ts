import * as v from 'valibot';
import { timestampEntries } from '../common/rows.ts';
import { unchangeable, updateEntries, updateInput } from '../common/update-input.ts';
import { ESTABLISHMENT_CATEGORIES, ESTABLISHMENT_SORTS } from '../enums.ts';
import { listInput } from '../common/list.ts';
import { EffectiveMemberSchema } from '../members/schemas.ts';
import { categoryMismatch, ESSMS_SECTORS, MANAGER_TYPES, PRACTICES, STRUCTURE_TYPES } from './profile.ts';
import { optionalDate } from '../validation/dates.ts';
import {
  EMPTY_UPDATE_MESSAGE_DETAILED,
  idSchema,
  integerBetween,
  postalCodeSchema,
  requiredId,
  requiredText,
  siretSchema,
} from '../validation/fields.ts';
import { frenchPhone } from '../validation/phone.ts';

export const EstablishmentSchema = v.object({
  id: v.string(),
  clientId: v.string(),
  clientName: v.string(),
  legalEntityId: v.string(),
  legalEntityName: v.string(),
  name: v.string(),
  address: v.string(),
  phoneNumber: v.string(),
  postalCode: v.string(),
  city: v.string(),
  siret: v.string(),
  raisonSocialeOfTheManager: v.string(),
  modalityOfTarification: v.string(),
  lastAssembly: v.nullable(v.string()),
  /** DESIGN §3: optional, decide which forms apply. */
  category: v.nullable(v.picklist(ESTABLISHMENT_CATEGORIES)),
  capacity: v.nullable(v.number()),
  /** Issue 26 (ADR 035), the regulatory profile, additive: null = not said yet (see profile.ts). */
  structureType: v.nullable(v.picklist(STRUCTURE_TYPES)),
  authorisationRequestedOn: v.nullable(v.string()),
  premisesProjectOn: v.nullable(v.string()),
  managerType: v.nullable(v.picklist(MANAGER_TYPES)),
  denseZone: v.nullable(v.boolean()),
  practices: v.nullable(v.array(v.picklist(PRACTICES))),
  essmsSector: v.nullable(v.picklist(ESSMS_SECTORS)),
  residential: v.nullable(v.boolean()),
  ...timestampEntries,
});
export type Establishment = v.InferOutput<typeof EstablishmentSchema>;

export const ESTABLISHMENT_MESSAGES = {
  legalEntityRequired: 'Veuillez sélectionner une entité légale',
  nameRequired: "Le nom de l'établissement est obligatoire",
  addressRequired: "L'adresse est obligatoire",
  phoneNumberRequired: 'Le numéro de téléphone est obligatoire',
  cityRequired: 'La ville est obligatoire',
  raisonSocialeRequired: 'La raison sociale du gestionnaire est obligatoire',
  modalityRequired: 'La modalité de tarification est obligatoire',
  lastAssemblyInvalid: 'Veuillez saisir une date valide pour la dernière assemblée',
  categoryInvalid: "Veuillez sélectionner une catégorie d'établissement valide",
  capacityInvalid: 'La capacité doit être un nombre entier positif',
  legalEntityLocked: "L'entité légale d'un établissement ne peut pas être modifiée",
  clientLocked: "Le client d'un établissement ne peut pas être modifié",
  effectiveMemberRequired: 'Veuillez sélectionner un membre',
} as const;

const establishmentFields = {
  name: requiredText(ESTABLISHMENT_MESSAGES.nameRequired),
  address: requiredText(ESTABLISHMENT_MESSAGES.addressRequired, 500),
  phoneNumber: frenchPhone(ESTABLISHMENT_MESSAGES.phoneNumberRequired),
  postalCode: postalCodeSchema,
  city: requiredText(ESTABLISHMENT_MESSAGES.cityRequired),
  siret: siretSchema,
  raisonSocialeOfTheManager: requiredText(ESTABLISHMENT_MESSAGES.raisonSocialeRequired),
  modalityOfTarification: requiredText(ESTABLISHMENT_MESSAGES.modalityRequired),
  lastAssembly: optionalDate(ESTABLISHMENT_MESSAGES.lastAssemblyInvalid),
  category: v.optional(v.nullable(v.picklist(ESTABLISHMENT_CATEGORIES, ESTABLISHMENT_MESSAGES.categoryInvalid))),
  capacity: v.optional(v.nullable(integerBetween(1, 100_000, ESTABLISHMENT_MESSAGES.capacityInvalid))),
};

/** SPEC §5 "Establishment create"; the client is the legal entity's (DESIGN §3). */
export const EstablishmentCreateInputSchema = v.pipe(
  v.object({
    legalEntityId: requiredId(ESTABLISHMENT_MESSAGES.legalEntityRequired),
    /** Optional: when given it must be the legal entity's client. */
    clientId: v.optional(idSchema),
    ...establishmentFields,
  }),
  // Issue 26: R2324-46 ties the size category to the capacity; a contradiction is refused under `category`.
  v.forward(
    v.check(
      (input) => categoryMismatch(input.category, input.capacity) === null,
      (issue) => categoryMismatch(issue.input.category, issue.input.capacity) ?? '',
    ),
    ['category'],
  ),
);
export type EstablishmentCreateInput = v.InferOutput<typeof EstablishmentCreateInputSchema>;

export const EstablishmentUpdateInputSchema = updateInput(
  {
    legalEntityId: unchangeable(ESTABLISHMENT_MESSAGES.legalEntityLocked),
    clientId: unchangeable(ESTABLISHMENT_MESSAGES.clientLocked),
    ...updateEntries(establishmentFields),
  },
  EMPTY_UPDATE_MESSAGE_DETAILED,
);
export type EstablishmentUpdateInput = v.InferOutput<typeof EstablishmentUpdateInputSchema>;

/** The orders of the establishments list: a column, descending with a leading '-'. */
export type EstablishmentSort = (typeof ESTABLISHMENT_SORTS)[number];

/** SPEC §2: the establishments screen filters by clientId, legalEntityId and search; sorted on the server. */
export const EstablishmentListInputSchema = listInput({
  clientId: v.optional(idSchema),
  legalEntityId: v.optional(idSchema),
  sort: v.optional(v.picklist(ESTABLISHMENT_SORTS, 'Tri invalide : nom, ville ou date de création attendus')),
});
export type EstablishmentListQuery = v.InferOutput<typeof EstablishmentListInputSchema>;

export const EstablishmentMemberLinkSchema = v.object({
  id: v.string(),
  establishmentId: v.string(),
  effectiveMemberId: v.string(),
  effectiveMember: EffectiveMemberSchema,
});
export type EstablishmentMemberLink = v.InferOutput<typeof EstablishmentMemberLinkSchema>;

export const EstablishmentMemberAddInputSchema = v.object({
  establishmentId: idSchema,
  effectiveMemberId: requiredId(ESTABLISHMENT_MESSAGES.effectiveMemberRequired),
});
