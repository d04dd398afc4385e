import * as v from 'valibot';
import { timestampEntries } from '../common/rows.ts';
import { unchangeable, updateInput } from '../common/update-input.ts';
import { STATUSES } from '../enums.ts';
import { listInput } from '../common/list.ts';
import { optionalDate } from '../validation/dates.ts';
import { boundedJson, EMPTY_UPDATE_MESSAGE, idSchema, noControlCharacters, requiredId } from '../validation/fields.ts';

export const AGREEMENT_MESSAGES = {
  establishmentRequired: 'Veuillez sélectionner un établissement',
  numberTooLong: "Le numéro d'agrément ne peut pas dépasser 100 caractères",
  requestDateInvalid: 'Veuillez saisir une date de demande valide',
  agreementDateInvalid: "Veuillez saisir une date d'agrément valide",
  endDateInvalid: 'Veuillez saisir une date de fin valide',
  endBeforeAgreement: "La date de fin ne peut pas précéder la date d'agrément",
  statusInvalid: 'Veuillez sélectionner un statut valide',
  establishmentLocked: "L'établissement d'un agrément ne peut pas être modifié",
} as const;

export const AgreementSchema = v.object({
  id: v.string(),
  establishmentId: v.string(),
  /** Always current (joined, never copied). */
  establishmentName: v.string(),
  number: v.nullable(v.string()),
  requestDate: v.string(),
  agreementDate: v.nullable(v.string()),
  /** Issue 17 item 4: last day of validity (« Date de fin »); watched by the expiry reminders. */
  endDate: v.nullable(v.string()),
  status: v.picklist(STATUSES),
  metadata: v.nullable(v.unknown()),
  ...timestampEntries,
});
export type Agreement = v.InferOutput<typeof AgreementSchema>;

const agreementFields = {
  number: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(100, AGREEMENT_MESSAGES.numberTooLong),
        noControlCharacters(),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
  ),
  requestDate: optionalDate(AGREEMENT_MESSAGES.requestDateInvalid),
  agreementDate: optionalDate(AGREEMENT_MESSAGES.agreementDateInvalid),
  endDate: optionalDate(AGREEMENT_MESSAGES.endDateInvalid),
  status: v.optional(v.picklist(STATUSES, AGREEMENT_MESSAGES.statusInvalid)),
  /** Free JSON, bounded (5 levels, 16 kB): a DIRECTOR stored 10 MB per write (issue 12). */
  metadata: v.optional(v.nullable(boundedJson())),
};

/** SPEC §5: establishmentId required, every other field optional (DESIGN §3 defaults on the server). */
export const AgreementCreateInputSchema = v.object({
  establishmentId: requiredId(AGREEMENT_MESSAGES.establishmentRequired),
  ...agreementFields,
});
export type AgreementCreateInput = v.InferOutput<typeof AgreementCreateInputSchema>;

export const AgreementUpdateInputSchema = updateInput(
  { establishmentId: unchangeable(AGREEMENT_MESSAGES.establishmentLocked), ...agreementFields },
  EMPTY_UPDATE_MESSAGE,
);
export type AgreementUpdateInput = v.InferOutput<typeof AgreementUpdateInputSchema>;

export const AgreementListInputSchema = listInput({
  establishmentId: v.optional(idSchema),
  status: v.optional(v.picklist(STATUSES, AGREEMENT_MESSAGES.statusInvalid)),
});
export type AgreementListQuery = v.InferOutput<typeof AgreementListInputSchema>;

export const AgreementListForEstablishmentInputSchema = listInput({
  establishmentId: idSchema,
  status: v.optional(v.picklist(STATUSES, AGREEMENT_MESSAGES.statusInvalid)),
});
