import * as v from 'valibot';
import { namedEntries, NamedRefSchema } from '../common/rows.ts';
import { listInput, listOutput } from '../common/list.ts';
import { isCalendarDate } from '../dates.ts';
import { labelledEnum } from '../enums.ts';
import { idSchema, noControlCharacters } from '../validation/fields.ts';

/**
 * Issue 17 item 3: a campaign asks a set of establishments of one client to
 * evaluate one or more forms before a deadline (ADR 030).
 */

export const CAMPAIGN_STATUSES = ['OPEN', 'CLOSED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = { OPEN: 'En cours', CLOSED: 'Clôturée' };

/** Where one establishment stands on one form, or on the whole campaign. */
export const { values: CAMPAIGN_PROGRESS, labels: CAMPAIGN_PROGRESS_LABELS } = labelledEnum([
  ['NOT_STARTED', 'Non commencée'],
  ['IN_PROGRESS', 'En cours'],
  ['COMPLETED', 'Terminée'],
]);
export type CampaignProgress = (typeof CAMPAIGN_PROGRESS)[number];

/** The reminders each establishment gets once: a week and a day before the deadline, then once late. */
export const CAMPAIGN_REMINDER_KINDS = ['DUE_IN_7_DAYS', 'DUE_IN_1_DAY', 'LATE'] as const;
export type CampaignReminderKind = (typeof CAMPAIGN_REMINDER_KINDS)[number];

/** A campaign is a request to a group, not a whole library: bounded so a page of progress stays readable. */
export const CAMPAIGN_MAX_FORMS = 20;
export const CAMPAIGN_MAX_ESTABLISHMENTS = 500;

export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Le nom de la campagne est obligatoire',
  nameTooLong: 'Le nom de la campagne ne peut pas dépasser 200 caractères',
  formsRequired: 'Choisissez au moins un questionnaire',
  tooManyForms: `Une campagne porte sur ${CAMPAIGN_MAX_FORMS} questionnaires au plus`,
  establishmentsRequired: 'Choisissez au moins un établissement',
  tooManyEstablishments: `Une campagne porte sur ${CAMPAIGN_MAX_ESTABLISHMENTS} établissements au plus`,
  deadlineRequired: 'Choisissez l’échéance de la campagne',
  deadlineInvalid: 'L’échéance doit être une date valide (AAAA-MM-JJ)',
  deadlinePast: 'L’échéance doit être aujourd’hui ou plus tard',
  notFound: 'Campagne introuvable',
  establishmentNotFound: 'Établissement introuvable',
  formNotFound: 'Questionnaire introuvable',
  formInactive: 'Ce questionnaire est archivé : il ne peut pas être demandé',
  formEmpty: (form: string) => `Le questionnaire « ${form} » n’a encore aucune question : il ne peut pas être demandé`,
  formNotApplicable: (form: string, establishment: string) =>
    `Le questionnaire « ${form} » ne s’applique pas à l’établissement « ${establishment} »`,
  severalClients: 'Les établissements d’une campagne doivent appartenir au même client',
  alreadyClosed: 'Cette campagne est déjà clôturée',
  outsideScope:
    'Cette campagne porte aussi sur des établissements hors de votre périmètre : seul le responsable du groupe peut la clôturer',
  invalidStatus: 'Statut de campagne invalide : OPEN ou CLOSED',
  acceptCompletedSinceInvalid: 'La date de prise en compte doit être une date valide (AAAA-MM-JJ)',
  acceptCompletedSinceFuture: 'La date de prise en compte ne peut pas être dans le futur',
} as const;

/**
 * Issue 34 item 1: by default a campaign counts the evaluations completed in the 12 months before
 * its launch: a site that finished a form this year, or this morning, is not asked to start again,
 * whatever the month of the launch (1 January would ignore December's work in a January campaign).
 * `today` is a Paris day; 29 February gives 28 February of the year before.
 */
export function defaultAcceptCompletedSince(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year - 1}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

const uniqueIds = (message: string) => v.check<string[], string>((ids) => new Set(ids).size === ids.length, message);

export const CampaignCreateInputSchema = v.object({
  name: v.pipe(
    v.string(CAMPAIGN_MESSAGES.nameRequired),
    v.trim(),
    v.nonEmpty(CAMPAIGN_MESSAGES.nameRequired),
    v.maxLength(200, CAMPAIGN_MESSAGES.nameTooLong),
    noControlCharacters('Nom de campagne invalide'),
  ),
  formIds: v.pipe(
    v.array(idSchema, CAMPAIGN_MESSAGES.formsRequired),
    v.minLength(1, CAMPAIGN_MESSAGES.formsRequired),
    v.maxLength(CAMPAIGN_MAX_FORMS, CAMPAIGN_MESSAGES.tooManyForms),
    uniqueIds('Un questionnaire est choisi deux fois'),
  ),
  establishmentIds: v.pipe(
    v.array(idSchema, CAMPAIGN_MESSAGES.establishmentsRequired),
    v.minLength(1, CAMPAIGN_MESSAGES.establishmentsRequired),
    v.maxLength(CAMPAIGN_MAX_ESTABLISHMENTS, CAMPAIGN_MESSAGES.tooManyEstablishments),
    uniqueIds('Un établissement est choisi deux fois'),
  ),
  /** A Paris calendar day: the last day to complete (checked not past on the server, whose today counts). */
  deadline: v.pipe(
    v.string(CAMPAIGN_MESSAGES.deadlineInvalid),
    v.trim(),
    v.nonEmpty(CAMPAIGN_MESSAGES.deadlineRequired),
    v.check(isCalendarDate, CAMPAIGN_MESSAGES.deadlineInvalid),
  ),
  /**
   * Issue 34 item 1: the Paris day from which an evaluation already completed counts for the campaign
   * (not in the future: checked on the server, whose today counts). Left out: 12 months before today
   * (`defaultAcceptCompletedSince`).
   */
  acceptCompletedSince: v.optional(
    v.pipe(
      v.string(CAMPAIGN_MESSAGES.acceptCompletedSinceInvalid),
      v.trim(),
      v.check(isCalendarDate, CAMPAIGN_MESSAGES.acceptCompletedSinceInvalid),
    ),
  ),
});
export type CampaignCreateInput = v.InferOutput<typeof CampaignCreateInputSchema>;

export const CampaignListInputSchema = listInput({
  status: v.optional(v.picklist(CAMPAIGN_STATUSES, CAMPAIGN_MESSAGES.invalidStatus)),
  /** An ADMIN may narrow to one client; anyone else sees her own scope only. */
  clientId: v.optional(idSchema),
});
export type CampaignListInput = v.InferOutput<typeof CampaignListInputSchema>;

const CountsSchema = v.object({
  notStarted: v.number(),
  inProgress: v.number(),
  completed: v.number(),
  /** Not completed with the deadline past. */
  late: v.number(),
});

export const CampaignFormRefSchema = NamedRefSchema;

export const CampaignSummarySchema = v.object({
  id: v.string(),
  clientId: v.string(),
  clientName: v.string(),
  name: v.string(),
  deadline: v.string(),
  status: v.picklist(CAMPAIGN_STATUSES),
  startedAt: v.string(),
  /** The Paris day from which completed evaluations count (null: from `startedAt`, campaigns launched before issue 34). */
  acceptCompletedSince: v.nullable(v.string()),
  closedAt: v.nullable(v.string()),
  createdByName: v.nullable(v.string()),
  forms: v.array(CampaignFormRefSchema),
  /** The targeted establishments the caller can see (a DIRECTOR: hers only). */
  establishmentCount: v.number(),
  /** Sites by overall progress (every form completed, some begun, none). */
  progress: CountsSchema,
  /** The caller may close it: campaign:manage and every targeted site in her scope. */
  canManage: v.boolean(),
});
export type CampaignSummary = v.InferOutput<typeof CampaignSummarySchema>;

export const CampaignListSchema = listOutput(CampaignSummarySchema);

export const CampaignSiteFormSchema = v.object({
  formId: v.string(),
  status: v.picklist(CAMPAIGN_PROGRESS),
  /** The evaluation that speaks for it: the one completed since the start, else the one in progress. */
  evaluationId: v.nullable(v.string()),
  score: v.nullable(v.number()),
  conformityRate: v.nullable(v.number()),
  completedAt: v.nullable(v.string()),
});
export type CampaignSiteForm = v.InferOutput<typeof CampaignSiteFormSchema>;

export const CampaignSiteSchema = v.object({
  establishment: v.object({ id: v.string(), name: v.string(), city: v.string() }),
  status: v.picklist(CAMPAIGN_PROGRESS),
  isLate: v.boolean(),
  /** Mean score of the forms completed for the campaign (null when none). */
  score: v.nullable(v.number()),
  forms: v.array(CampaignSiteFormSchema),
});
export type CampaignSite = v.InferOutput<typeof CampaignSiteSchema>;

export const CampaignDetailSchema = v.object({
  ...CampaignSummarySchema.entries,
  /** Live while open; as stored at closing once closed (later evaluations change nothing). */
  sites: v.array(CampaignSiteSchema),
  /** Mean of the sites' scores. */
  score: v.nullable(v.number()),
});
export type CampaignDetail = v.InferOutput<typeof CampaignDetailSchema>;

/** What one establishment is asked: the open campaigns that target it, with its own progress. */
export const EstablishmentCampaignSchema = v.object({
  ...namedEntries,
  deadline: v.string(),
  isLate: v.boolean(),
  status: v.picklist(CAMPAIGN_PROGRESS),
  forms: v.array(v.object({ ...CampaignSiteFormSchema.entries, formName: v.string() })),
});
export type EstablishmentCampaign = v.InferOutput<typeof EstablishmentCampaignSchema>;
