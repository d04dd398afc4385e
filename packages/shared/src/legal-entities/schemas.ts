import * as v from 'valibot';
import { clientOwnedInputs } from '../common/client-owned.ts';
import { timestampEntries } from '../common/rows.ts';
import { MANAGEMENT_TYPES } from '../enums.ts';
import { emailField, postalCodeSchema, requiredText, sirenSchema } from '../validation/fields.ts';

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

/** SPEC §5 "Legal entity create", its update, and the list of a client's legal entities. */
export const {
  create: LegalEntityCreateInputSchema,
  update: LegalEntityUpdateInputSchema,
  list: LegalEntityListInputSchema,
} = clientOwnedInputs(legalEntityFields, LEGAL_ENTITY_MESSAGES);
export type LegalEntityCreateInput = v.InferOutput<typeof LegalEntityCreateInputSchema>;
export type LegalEntityUpdateInput = v.InferOutput<typeof LegalEntityUpdateInputSchema>;
export type LegalEntityListQuery = v.InferOutput<typeof LegalEntityListInputSchema>;
