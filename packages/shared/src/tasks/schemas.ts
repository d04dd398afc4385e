import * as v from 'valibot';
import { establishmentRefEntries } from '../common/rows.ts';
import { ACTION_PRIORITIES, ACTION_STATUSES } from '../enums.ts';

/**
 * Issue 27 item 1, « Mes tâches » (DESIGN §9): what the signed-in user has to do, computed on each request
 * from what exists (campaign requests, evaluations in progress, her actions, documents and agreements about
 * to expire, late campaign sites), scoped like every query. Not stored: nothing to keep in sync.
 */
export const TASK_KINDS = [
  /** An open campaign asks her establishment to evaluate a form not completed since it started. */
  'CAMPAIGN_EVALUATION',
  /** An evaluation in progress at her establishment (or started by her) that no campaign line already covers. */
  'EVALUATION_IN_PROGRESS',
  /** An open action she is responsible for (her member record is linked to her user), overdue or due soon. */
  'ACTION',
  /** A document of her establishment whose validity ends within the expiry watch (ADR 032). */
  'DOCUMENT_EXPIRING',
  /** An active agreement of her establishment whose end date comes within the expiry watch. */
  'AGREEMENT_EXPIRING',
  /** For a CLIENT_MASTER: a site of her client late on an open campaign. */
  'CAMPAIGN_SITE_LATE',
  /** An event the law asks her establishment to declare to its authority, not recorded as sent (issue 29). */
  'INCIDENT_DECLARATION',
  /** An event still « déclaré » or « en analyse » INCIDENT_ANALYSIS_LATE_DAYS after it was recorded (issue 29). */
  'INCIDENT_ANALYSIS_LATE',
  /** Issue 29 item 4: an event not closed whose follow-up (analysis) the direction gave to her. */
  'INCIDENT_ASSIGNED',
  /** Issue 27 item 2: questions of an evaluation in progress given to her, to answer (or sent back to her). */
  'ASSIGNED_QUESTIONS',
  /** Issue 27 item 2: for whoever may finish the evaluation, questions handed in « prêt pour relecture ». */
  'REVIEW',
  /**
   * Issue 27 item 4 (ADR 039): a recurring obligation past its due date — hers (its responsible), or of a site
   * she directs, or of her client's sites for a CLIENT_MASTER.
   */
  'OBLIGATION_LATE',
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** Each kind lists at most this many lines (the most urgent); its count is always the whole. */
export const MY_TASKS_LIMIT = 20;
/** An action « à échéance proche » is due within this many days (and not yet late). */
export const ACTION_DUE_SOON_DAYS = 14;

export const TaskSchema = v.object({
  kind: v.picklist(TASK_KINDS),
  /** Unique within the answer (a React key, a test's handle). */
  key: v.string(),
  establishmentId: v.string(),
  /** What the line is about: the form, the action's title, the document's name, the agreement's number, the campaign. */
  label: v.string(),
  /** The day it must be done by (a campaign's deadline, an action's due date, a validity's last day), if any. */
  dueDate: v.nullable(v.string()),
  isOverdue: v.boolean(),
  campaignId: v.nullable(v.string()),
  campaignName: v.nullable(v.string()),
  formId: v.nullable(v.string()),
  evaluationId: v.nullable(v.string()),
  actionId: v.nullable(v.string()),
  actionStatus: v.nullable(v.picklist(ACTION_STATUSES)),
  actionPriority: v.nullable(v.picklist(ACTION_PRIORITIES)),
  documentId: v.nullable(v.string()),
  /** An event of the register (INCIDENT_* kinds): the line opens it. */
  incidentId: v.nullable(v.string()),
  /** A late obligation: the obligation (its occurrence is the line's key). */
  obligationId: v.optional(v.nullable(v.string())),
  /** A late campaign site: the forms it has not completed. */
  formsLeft: v.nullable(v.number()),
  /** ASSIGNED_QUESTIONS: her questions to answer; REVIEW: the questions waiting for review. */
  questions: v.nullable(v.number()),
  /** ASSIGNED_QUESTIONS: of those, the ones sent back to her with a note. */
  sentBack: v.nullable(v.number()),
});
export type Task = v.InferOutput<typeof TaskSchema>;

/** The establishments the lines name: enough to select one (the app's selected establishment) before opening a line. */
export const TaskEstablishmentSchema = v.object(establishmentRefEntries);
export type TaskEstablishment = v.InferOutput<typeof TaskEstablishmentSchema>;

export const MyTasksSchema = v.object({
  /** Overdue first, then by due date (none last); at most MY_TASKS_LIMIT lines of each kind. */
  items: v.array(TaskSchema),
  /** The whole count of each kind, whatever the limit: « 4 actions » are the 4 of « Mes actions » overdue or due soon. */
  counts: v.object({
    CAMPAIGN_EVALUATION: v.number(),
    EVALUATION_IN_PROGRESS: v.number(),
    ACTION: v.number(),
    DOCUMENT_EXPIRING: v.number(),
    AGREEMENT_EXPIRING: v.number(),
    CAMPAIGN_SITE_LATE: v.number(),
    INCIDENT_DECLARATION: v.number(),
    INCIDENT_ANALYSIS_LATE: v.number(),
    INCIDENT_ASSIGNED: v.number(),
    ASSIGNED_QUESTIONS: v.number(),
    REVIEW: v.number(),
    OBLIGATION_LATE: v.number(),
  }),
  /** Of the ACTION lines, those already late. */
  overdueActions: v.number(),
  limit: v.number(),
  actionDueSoonDays: v.number(),
  expiryWatchDays: v.number(),
  establishments: v.array(TaskEstablishmentSchema),
  /**
   * A DIRECTOR's establishments with no evaluation at all yet: the home guides her to her first one and to
   * completing the establishment's profile.
   */
  firstSteps: v.array(v.object({ establishmentId: v.string(), canEditProfile: v.boolean() })),
});
export type MyTasks = v.InferOutput<typeof MyTasksSchema>;
