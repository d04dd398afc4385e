import * as v from 'valibot';
import { timestampEntries } from '../common/rows.ts';
import { unchangeable, updateEntries, updateInput } from '../common/update-input.ts';
import { MANAGEMENT_TYPES } from '../enums.ts';
import { listInput } from '../common/list.ts';
import {
  EMPTY_UPDATE_MESSAGE_DETAILED,
  emailField,
  idSchema,
  postalCodeSchema,
  requiredId,
  requiredText,
  sirenSchema,
} from '../validation/fields.ts';

export const LEGAL_ENTITY_MESSAGES = {
  clientRequired: 'Veuillez sélectionner un client',
  nameRequired: 'Le nom est obligatoire',
  addressRequired: "L'adresse est obligatoire",
  cityRequired: 'La ville est obligatoire',
  emailRequired: "L'email est obligatoire",
  emailInvalid: 'Veuillez saisir un email valide',
  managementTypeInvalid: 'Veuillez sélectionner un type de gestion',
  clientLocked: "Le client d'une entité légale ne peut pas être modifié",
} as const;

export const ManagementTypeSchema = v.picklist(MANAGEMENT_TYPES, LEGAL_ENTITY_MESSAGES.managementTypeInvalid);

/** A missing key gets the field's own message, not the generic type message. */
const managementTypeInput = v.pipe(
  v.optional(v.string(LEGAL_ENTITY_MESSAGES.managementTypeInvalid), ''),
  ManagementTypeSchema,
);

export const LegalEntitySchema = v.object({
  id: v.string(),
  clientId: v.string(),
  /** Always current (joined, never copied). */
  clientName: v.string(),
  name: v.string(),
  addressLine: v.string(),
  city: v.string(),
  postalCode: v.string(),
  email: v.string(),
  siren: v.string(),
  managementType: ManagementTypeSchema,
  /** Ids of its establishments (those the caller may see). */
  establishments: v.array(v.string()),
  ...timestampEntries,
});
export type LegalEntity = v.InferOutput<typeof LegalEntitySchema>;

const legalEntityFields = {
  name: requiredText(LEGAL_ENTITY_MESSAGES.nameRequired),
  addressLine: requiredText(LEGAL_ENTITY_MESSAGES.addressRequired, 500),
  city: requiredText(LEGAL_ENTITY_MESSAGES.cityRequired),
  postalCode: postalCodeSchema,
  email: emailField(LEGAL_ENTITY_MESSAGES.emailRequired, LEGAL_ENTITY_MESSAGES.emailInvalid),
  siren: sirenSchema,
  managementType: managementTypeInput,
};

/** SPEC §5 "Legal entity create". */
export const LegalEntityCreateInputSchema = v.object({
  clientId: requiredId(LEGAL_ENTITY_MESSAGES.clientRequired),
  ...legalEntityFields,
});
export type LegalEntityCreateInput = v.InferOutput<typeof LegalEntityCreateInputSchema>;

export const LegalEntityUpdateInputSchema = updateInput(
  { clientId: unchangeable(LEGAL_ENTITY_MESSAGES.clientLocked), ...updateEntries(legalEntityFields) },
  EMPTY_UPDATE_MESSAGE_DETAILED,
);
export type LegalEntityUpdateInput = v.InferOutput<typeof LegalEntityUpdateInputSchema>;

export const LegalEntityListInputSchema = listInput({
  clientId: v.optional(idSchema),
});
export type LegalEntityListQuery = v.InferOutput<typeof LegalEntityListInputSchema>;
