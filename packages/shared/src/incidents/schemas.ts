import * as v from 'valibot';
import { listInput } from '../common/list.ts';
import { UploadFileSchema } from '../documents/schemas.ts';
import { isCalendarDate } from '../dates.ts';
import { optionalDate } from '../validation/dates.ts';
import {
  idSchema,
  integerBetween,
  noControlCharacters,
  optionalText,
  requiredId,
  requiredPicklist,
  requiredText,
} from '../validation/fields.ts';
import {
  DECLARATION_MEANS,
  FACTOR_CATEGORIES,
  INCIDENT_KINDS,
  INCIDENT_SEVERITIES,
  INCIDENT_STATES,
  INVOLVED_ROLES,
} from './enums.ts';
import { INCIDENT_MESSAGES as M } from './messages.ts';

export { INCIDENT_MESSAGES } from './messages.ts';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A moment with its offset (what `Date#toISOString` writes), stored as UTC; the server refuses the future. */
export function momentField(message: string) {
  return v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.check((value) => ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value)), message),
    v.transform((value) => new Date(value).toISOString()),
  );
}

/** Contact details have no place in the register: an e-mail, or six digits or more (a phone number). */
export function looksLikeContact(value: string): boolean {
  return value.includes('@') || /(\d[\s.-]*){6,}/.test(value);
}

/**
 * Initials only: 1 to 3 letters once dots and spaces are removed (« L. M. » is LM), upper-cased. Anything that
 * looks like an e-mail or a phone number gets its own message, so the declarer knows why.
 */
export const initialsField = v.optional(
  v.pipe(
    v.string(M.initialsInvalid),
    v.trim(),
    noControlCharacters(M.initialsInvalid),
    v.check((value) => !looksLikeContact(value), M.initialsPersonal),
    v.transform((value) => value.replace(/[\s.]/g, '').toUpperCase()),
    v.check((value) => value === '' || /^\p{L}{1,3}$/u.test(value), M.initialsInvalid),
  ),
);

export const InvolvedPersonSchema = v.object({
  role: v.picklist(INVOLVED_ROLES, M.roleInvalid),
  initials: initialsField,
  ageMonths: v.optional(v.nullable(integerBetween(0, 1500, M.ageInvalid))),
});
export type InvolvedPerson = v.InferOutput<typeof InvolvedPersonSchema>;

const severity = v.pipe(
  v.number(M.severityInvalid),
  v.check((value) => (INCIDENT_SEVERITIES as readonly number[]).includes(value), M.severityInvalid),
);

/** The one-minute declaration: what, when, where, how serious, who (without names), what was done at once. */
export const IncidentCreateInputSchema = v.object({
  establishmentId: requiredId(M.establishmentRequired),
  kind: requiredPicklist(INCIDENT_KINDS, M.kindRequired),
  occurredAt: momentField(M.occurredAtInvalid),
  place: requiredText(M.placeRequired, 200),
  description: requiredText(M.descriptionRequired, 4000),
  immediateMeasures: optionalText(4000),
  severity,
  hospitalisation: v.optional(v.boolean(), false),
  outsideEmergencyCare: v.optional(v.boolean(), false),
  death: v.optional(v.boolean(), false),
  people: v.optional(v.pipe(v.array(InvolvedPersonSchema), v.maxLength(20, M.tooManyPeople)), []),
});
export type IncidentCreateInput = v.InferOutput<typeof IncidentCreateInputSchema>;

export const IncidentTransitionInputSchema = v.object({
  id: idSchema,
  state: v.picklist(INCIDENT_STATES, M.stateInvalid),
});
export type IncidentTransitionInput = v.InferOutput<typeof IncidentTransitionInputSchema>;

export const ContributingFactorSchema = v.object({
  category: v.picklist(FACTOR_CATEGORIES, M.factorCategoryInvalid),
  description: requiredText(M.factorRequired, 1000),
});

/** CREX / ALARM: causes, contributing factors by category, and what protected (what kept it from being worse). */
export const IncidentAnalysisInputSchema = v.object({
  id: idSchema,
  causes: requiredText(M.causesRequired, 4000),
  factors: v.optional(v.pipe(v.array(ContributingFactorSchema), v.maxLength(30, M.tooManyFactors)), []),
  protections: optionalText(4000),
});
export type IncidentAnalysisInput = v.InferOutput<typeof IncidentAnalysisInputSchema>;

export const IncidentDeclarationSentInputSchema = v.object({
  id: idSchema,
  sentAt: momentField(M.sentAtInvalid),
  means: v.picklist(DECLARATION_MEANS, M.meansInvalid),
  recipient: optionalText(200),
});
export type IncidentDeclarationSentInput = v.InferOutput<typeof IncidentDeclarationSentInputSchema>;

export const IncidentComplaintInputSchema = v.pipe(
  v.object({
    id: idSchema,
    acknowledgedOn: optionalDate(M.acknowledgedOnInvalid),
    respondedOn: optionalDate(M.respondedOnInvalid),
    reply: optionalText(4000),
  }),
  v.forward(
    v.check(
      (input) => !input.acknowledgedOn || !input.respondedOn || input.respondedOn >= input.acknowledgedOn,
      M.responseBeforeAcknowledgement,
    ),
    ['respondedOn'],
  ),
  v.forward(
    v.check((input) => !input.respondedOn || Boolean(input.reply), M.replyRequired),
    ['reply'],
  ),
);
export type IncidentComplaintInput = v.InferOutput<typeof IncidentComplaintInputSchema>;

/** An action of the establishment's plan decided from the event's analysis. */
export const IncidentActionInputSchema = v.object({
  incidentId: idSchema,
  title: requiredText('Le titre de l’action est obligatoire', 300),
  description: optionalText(4000),
  responsibleId: v.optional(v.nullable(idSchema)),
  dueDate: optionalDate('Veuillez saisir une échéance valide'),
  priority: v.optional(v.picklist(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'], 'Priorité invalide'), 'MEDIUM'),
});
export type IncidentActionInput = v.InferOutput<typeof IncidentActionInputSchema>;

/** At most this many photos or documents on one event (a product's bound, ADR 036). */
export const MAX_INCIDENT_ATTACHMENTS = 20;

/** A photo or a document attached to an event: the same file field, checks and quota as evidence. */
export const IncidentAttachInputSchema = v.object({ incidentId: idSchema, file: UploadFileSchema });
export type IncidentAttachInput = v.InferOutput<typeof IncidentAttachInputSchema>;

/**
 * Who handles the event's follow-up (its analysis): a member of the establishment, DIRECTOR or COLLABORATOR; null
 * takes it back.
 */
export const IncidentAssignInputSchema = v.object({
  id: idSchema,
  assigneeId: v.nullable(
    v.pipe(v.string(M.assigneeInvalid), v.trim(), v.nonEmpty(M.assigneeInvalid), v.maxLength(100, M.assigneeInvalid)),
  ),
});
export type IncidentAssignInput = v.InferOutput<typeof IncidentAssignInputSchema>;

const SEVERITY_FILTERS = ['1', '2', '3', '4'] as const;

/** The register: filters by establishment, kind, state and severity; the calendar period of the group view. */
export const incidentFilterEntries = {
  establishmentId: v.optional(idSchema),
  kind: v.optional(v.picklist(INCIDENT_KINDS, M.kindRequired)),
  state: v.optional(v.picklist(INCIDENT_STATES, M.stateInvalid)),
  severity: v.optional(v.picklist(SEVERITY_FILTERS, M.severityInvalid)),
};
export const IncidentListInputSchema = listInput(incidentFilterEntries);
export type IncidentListInput = v.InferOutput<typeof IncidentListInputSchema>;

const periodEntries = {
  from: optionalDate(M.fromInvalid),
  to: optionalDate(M.toInvalid),
};
type Period = { from?: string | null; to?: string | null };
/** The end of a period is on or after its start. */
const isPeriod = (input: Period) => !input.from || !input.to || (isCalendarDate(input.from) && input.to >= input.from);

export const IncidentStatsInputSchema = v.pipe(
  v.object({ ...periodEntries }),
  v.forward(
    v.check((input) => isPeriod(input), M.periodInvalid),
    ['to'],
  ),
);
export type IncidentStatsInput = v.InferOutput<typeof IncidentStatsInputSchema>;
export const IncidentExportInputSchema = v.pipe(
  v.object({ ...periodEntries, establishmentId: incidentFilterEntries.establishmentId }),
  v.forward(
    v.check((input) => isPeriod(input), M.periodInvalid),
    ['to'],
  ),
);
export type IncidentExportInput = v.InferOutput<typeof IncidentExportInputSchema>;
