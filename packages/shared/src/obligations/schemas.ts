import * as v from 'valibot';
import { isCalendarDate } from '../dates.ts';
import { idSchema, integerBetween, noControlCharacters, optionalText, requiredId } from '../validation/fields.ts';
import { labelledEnum } from '../enums.ts';

/** Issue 27 item 4 (ADR 039): the French messages of the obligations calendar. */
export const OBLIGATION_MESSAGES = {
  notFound: 'Obligation introuvable',
  occurrenceNotFound: 'Échéance introuvable',
  libraryKeyUnknown: 'Cette obligation ne fait pas partie de la bibliothèque',
  libraryNotApplicable: 'Les obligations de la bibliothèque concernent les crèches, pas les ESSMS',
  alreadyTracked: 'Cette obligation est déjà suivie pour cet établissement',
  subjectRequired: 'Indiquez la personne concernée',
  titleRequired: 'Veuillez saisir l’intitulé de l’obligation',
  referenceRequired: 'Veuillez citer le texte qui fonde l’obligation',
  periodInvalid: 'La périodicité est un nombre de mois entre 1 et 180',
  firstDueDateRequired: 'Veuillez saisir la première échéance',
  firstDueDateInvalid: 'Veuillez saisir une date d’échéance valide',
  responsibleRequired: 'Veuillez sélectionner le responsable',
  customForbidden: 'Seul le responsable qualité du groupe peut ajouter une obligation hors bibliothèque',
  proofOrExplanation: 'Joignez une preuve ou expliquez ce qui a été fait',
  proofNotFound: 'Document introuvable pour cet établissement',
  closedOnInvalid: 'Veuillez saisir une date de réalisation valide',
  closedOnFuture: 'La date de réalisation ne peut pas être dans le futur',
  alreadyClosed: 'Cette échéance est déjà close : rechargez la page',
  closeForbidden: 'Seuls le responsable de l’échéance, la direction et le groupe peuvent la clore',
} as const;

const day = (required: string, invalidMessage: string) =>
  v.pipe(v.optional(v.string(required), ''), v.trim(), v.nonEmpty(required), v.check(isCalendarDate, invalidMessage));

const optionalId = v.optional(v.pipe(idSchema));

export const ObligationCreateInputSchema = v.object({
  establishmentId: idSchema,
  /** A shipped obligation (library.ts); absent for a custom one, which needs a title, a reference and a period. */
  fromLibrary: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64, OBLIGATION_MESSAGES.libraryKeyUnknown))),
  title: optionalText(200),
  description: optionalText(2000),
  reference: optionalText(500),
  periodMonths: v.optional(integerBetween(1, 180, OBLIGATION_MESSAGES.periodInvalid)),
  /** The person an obligation per person concerns (honorabilité). */
  subject: optionalText(200),
  firstDueDate: day(OBLIGATION_MESSAGES.firstDueDateRequired, OBLIGATION_MESSAGES.firstDueDateInvalid),
  /** An effective member linked to the establishment, as an action's responsible. */
  responsibleId: requiredId(OBLIGATION_MESSAGES.responsibleRequired),
});
export type ObligationCreateInput = v.InferOutput<typeof ObligationCreateInputSchema>;

export const OccurrenceCloseInputSchema = v.object({
  id: idSchema,
  /** The day it was done (a Paris day, not in the future); today when absent. */
  closedOn: v.optional(
    v.pipe(
      v.string(OBLIGATION_MESSAGES.closedOnInvalid),
      v.trim(),
      v.check(isCalendarDate, OBLIGATION_MESSAGES.closedOnInvalid),
    ),
  ),
  /** A document of the establishment kept as evidence (reusable elsewhere). */
  proofDocumentId: optionalId,
  explanation: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(2000, 'Ce champ ne peut pas dépasser 2000 caractères'),
      noControlCharacters(),
    ),
  ),
});
export type OccurrenceCloseInput = v.InferOutput<typeof OccurrenceCloseInputSchema>;

export const { values: OCCURRENCE_STATES, labels: OCCURRENCE_STATE_LABELS } = labelledEnum([
  ['LATE', 'En retard'],
  ['DUE_SOON', 'À échéance proche'],
  ['UPCOMING', 'À venir'],
]);
export type OccurrenceState = (typeof OCCURRENCE_STATES)[number];

export const ObligationSchema = v.object({
  id: v.string(),
  establishmentId: v.string(),
  libraryKey: v.nullable(v.string()),
  title: v.string(),
  description: v.nullable(v.string()),
  reference: v.string(),
  periodMonths: v.number(),
  noticeDays: v.number(),
  subject: v.nullable(v.string()),
  /** The open occurrence: every obligation has exactly one. */
  current: v.object({
    id: v.string(),
    dueDate: v.string(),
    responsibleId: v.nullable(v.string()),
    responsibleName: v.nullable(v.string()),
    /** Whether the caller may close it (manager, or its responsible). */
    canClose: v.boolean(),
    state: v.picklist(OCCURRENCE_STATES),
  }),
  lastClosedOn: v.nullable(v.string()),
});
export type Obligation = v.InferOutput<typeof ObligationSchema>;

export const LibraryObligationSchema = v.object({
  key: v.string(),
  title: v.string(),
  description: v.string(),
  reference: v.string(),
  periodMonths: v.number(),
  perPerson: v.boolean(),
});

export const ObligationsViewSchema = v.object({
  /** Late first, then by due date. */
  items: v.array(ObligationSchema),
  /** Shipped obligations the establishment may still start tracking (per-person ones always). */
  library: v.array(LibraryObligationSchema),
  late: v.number(),
});
export type ObligationsView = v.InferOutput<typeof ObligationsViewSchema>;

export const OccurrenceSchema = v.object({
  id: v.string(),
  obligationId: v.string(),
  dueDate: v.string(),
  responsibleId: v.nullable(v.string()),
  responsibleName: v.nullable(v.string()),
  closedOn: v.nullable(v.string()),
  closedByName: v.nullable(v.string()),
  proofDocumentId: v.nullable(v.string()),
  proofDocumentName: v.nullable(v.string()),
  explanation: v.nullable(v.string()),
});
export type Occurrence = v.InferOutput<typeof OccurrenceSchema>;

export const OccurrenceClosedSchema = v.object({ closed: OccurrenceSchema, next: OccurrenceSchema });
