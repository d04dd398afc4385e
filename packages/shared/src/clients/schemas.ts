import * as v from 'valibot';
import { namedEntries, timestampEntries } from '../common/rows.ts';
import { updateEntries, updateInput } from '../common/update-input.ts';
import { MANAGEMENT_TYPES } from '../enums.ts';
import { listInput } from '../common/list.ts';
import { EMPTY_UPDATE_MESSAGE, emailField, requiredText } from '../validation/fields.ts';
import { optionalFrenchPhone } from '../validation/phone.ts';

export const CLIENT_MESSAGES = {
  nameRequired: 'Le nom du client est obligatoire',
  emailRequired: "L'email est obligatoire",
  emailInvalid: 'Veuillez saisir un email valide',
  phoneTooLong: 'Le numéro de téléphone ne peut pas dépasser 30 caractères',
} as const;

/**
 * SPEC §3; the legal-entity fields come from the client's principal (first
 * created) legal entity and are null while it has none (DESIGN §3).
 */
export const ClientSchema = v.object({
  ...namedEntries,
  email: v.string(),
  phone: v.string(),
  legalEntityId: v.nullable(v.string()),
  legalEntityName: v.nullable(v.string()),
  addressLine: v.nullable(v.string()),
  city: v.nullable(v.string()),
  postalCode: v.nullable(v.string()),
  legalEntityEmail: v.nullable(v.string()),
  siren: v.nullable(v.string()),
  managementType: v.nullable(v.picklist(MANAGEMENT_TYPES)),
  /** Ids of its establishments (those the caller may see). */
  establishments: v.array(v.string()),
  ...timestampEntries,
});
export type Client = v.InferOutput<typeof ClientSchema>;

const phoneSchema = optionalFrenchPhone(CLIENT_MESSAGES.phoneTooLong);

/** SPEC §5 "Client": name trimmed and non-empty, email valid, phone trimmed (and, issue 34, a French number or empty). */
export const ClientCreateInputSchema = v.object({
  name: requiredText(CLIENT_MESSAGES.nameRequired),
  email: emailField(CLIENT_MESSAGES.emailRequired, CLIENT_MESSAGES.emailInvalid),
  phone: v.optional(phoneSchema, ''),
});
export type ClientCreateInput = v.InferOutput<typeof ClientCreateInputSchema>;

/** A phone left out of an update stays as it is (the create's default '' does not apply). */
export const ClientUpdateInputSchema = updateInput(
  { ...updateEntries(ClientCreateInputSchema.entries), phone: v.optional(phoneSchema) },
  EMPTY_UPDATE_MESSAGE,
);
export type ClientUpdateInput = v.InferOutput<typeof ClientUpdateInputSchema>;

export const ClientListInputSchema = listInput();
export type ClientListQuery = v.InferOutput<typeof ClientListInputSchema>;
