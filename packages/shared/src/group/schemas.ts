import * as v from 'valibot';
import { establishmentRefEntries, NamedRefSchema } from '../common/rows.ts';
import { listInput, listOutput } from '../common/list.ts';
import { ESTABLISHMENT_CATEGORIES, KINDS } from '../enums.ts';
import { idSchema, noControlCharacters } from '../validation/fields.ts';

/**
 * Issue 17 item 1: the group view, one row per establishment of a client (or
 * of the caller's establishments), with the figures a quality manager asks
 * first: which sites are behind, on what, since when, and are they acting.
 */

/**
 * No evaluation carries a due date (campaigns, which will, do not exist yet):
 * an evaluation is late when it has stayed in progress longer than this.
 */
export const GROUP_LATE_EVALUATION_DAYS = 60;
/** A proof of a mandatory document is "expiring" when its validity ends within this many days (the first reminder of issue 17 item 4). */
export const GROUP_EXPIRING_DOCUMENT_DAYS = 60;

/** The orders of the group view: a column, descending with a leading '-'. */
export const GROUP_SORTS = [
  'name',
  '-name',
  'city',
  '-city',
  'score',
  '-score',
  'lastEvaluation',
  '-lastEvaluation',
  'lateEvaluations',
  '-lateEvaluations',
  'overdueActions',
  '-overdueActions',
  'documents',
  '-documents',
] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];

export const GROUP_MESSAGES = {
  clientRequired: 'Choisissez le client dont afficher la vue de groupe',
  clientNotFound: 'Client introuvable',
  invalidSort:
    'Tri invalide : nom, ville, score, dernière évaluation, évaluations en retard, actions en retard ou documents attendus',
  invalidCategory: 'Catégorie d’établissement invalide',
} as const;

export const GroupViewInputSchema = listInput({
  /** An ADMIN chooses the client; anyone else may name only its own (another answers 404, like an unknown one). */
  clientId: v.optional(idSchema),
  legalEntityId: v.optional(idSchema),
  /** The establishment category (DESIGN §3: micro-crèche, crèche, ESSMS…). */
  category: v.optional(v.picklist(ESTABLISHMENT_CATEGORIES, GROUP_MESSAGES.invalidCategory)),
  city: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(100, 'La ville ne peut pas dépasser 100 caractères'),
      noControlCharacters('Ville invalide'),
    ),
  ),
  sort: v.optional(v.picklist(GROUP_SORTS, GROUP_MESSAGES.invalidSort)),
});
export type GroupViewInput = v.InferOutput<typeof GroupViewInputSchema>;

/** A questionnaire category: a column of the heat map (null id: the forms without a category). */
export const GroupCategorySchema = v.object({
  id: v.nullable(v.string()),
  name: v.string(),
  kind: v.nullable(v.picklist(KINDS)),
});

/** The last completed evaluation of each form of one category, aggregated (DESIGN §5). */
export const GroupCategoryCellSchema = v.object({
  categoryId: v.nullable(v.string()),
  /** Mean score of the latest completed evaluation of each form of the category (0–100). */
  score: v.nullable(v.number()),
  /** Mean conformity rate of the same evaluations (0–100): the heat map's value. */
  conformityRate: v.nullable(v.number()),
  evaluatedForms: v.number(),
  lastCompletedAt: v.nullable(v.string()),
});

export const GroupRowSchema = v.object({
  establishment: v.object(establishmentRefEntries),
  /** Mean score of the latest completed evaluation of every form. */
  score: v.nullable(v.number()),
  lastCompletedAt: v.nullable(v.string()),
  categories: v.array(GroupCategoryCellSchema),
  evaluationsInProgress: v.number(),
  /** In progress for more than GROUP_LATE_EVALUATION_DAYS days. */
  evaluationsLate: v.number(),
  /** Open campaigns (issue 17 item 3) whose deadline has passed with a form not completed here. */
  campaignsLate: v.number(),
  oldestInProgressStartedAt: v.nullable(v.string()),
  actionsOpen: v.number(),
  /** Open, with a due date before today (Paris). */
  actionsOverdue: v.number(),
  /** Mandatory documents of the current evaluations with no valid proof (none attached, or every proof expired). */
  documentsMissing: v.number(),
  /** Mandatory documents whose last valid proof expires within GROUP_EXPIRING_DOCUMENT_DAYS days. */
  documentsExpiring: v.number(),
  nextDocumentExpiry: v.nullable(v.string()),
  /** Issue 17 item 4: the establishment's own documents (not replaced) whose validity ends within GROUP_EXPIRING_DOCUMENT_DAYS days. */
  establishmentDocumentsExpiring: v.number(),
  /** Issue 27 item 4 (ADR 039): recurring obligations of the site past their due date, not closed. */
  obligationsLate: v.number(),
  /**
   * Review of ADR 043, item c: the site's combined HAS reading (latest completed evaluation of each HAS questionnaire,
   * read as one; « Estimation d'après les règles publiées par la HAS », never official), null without any.
   */
  has: v.nullable(
    v.object({
      objectivesMean: v.nullable(v.number()),
      imperatifsMet: v.number(),
      imperatifsApplicable: v.number(),
      /** Impératifs declared « non concerné » (not allowed by HAS), counted not met. */
      imperatifsNotConcerned: v.number(),
      formsCombined: v.number(),
      lastCompletedAt: v.string(),
    }),
  ),
  nextEstablishmentDocumentExpiry: v.nullable(v.string()),
  agreement: v.object({
    /** NONE: no agreement recorded. */
    status: v.picklist(['ACTIVE', 'INACTIVE', 'NONE']),
    number: v.nullable(v.string()),
    date: v.nullable(v.string()),
    /** Its last day of validity (issue 17 item 4), when known. */
    endDate: v.nullable(v.string()),
  }),
});
export type GroupRow = v.InferOutput<typeof GroupRowSchema>;

export const GroupViewSchema = v.object({
  ...listOutput(GroupRowSchema).entries,
  /** The client shown (null for a DIRECTOR whose establishments are not tied to one client). */
  client: v.nullable(NamedRefSchema),
  categories: v.array(GroupCategorySchema),
  /** What the filters can offer, inside the caller's scope. */
  legalEntities: v.array(NamedRefSchema),
  cities: v.array(v.string()),
  today: v.string(),
  lateAfterDays: v.number(),
  expiringWithinDays: v.number(),
});
export type GroupView = v.InferOutput<typeof GroupViewSchema>;
export type GroupCategory = v.InferOutput<typeof GroupCategorySchema>;
