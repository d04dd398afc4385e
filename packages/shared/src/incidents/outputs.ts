import * as v from 'valibot';
import { listOutput } from '../common/list.ts';
import { ACTION_STATUSES } from '../enums.ts';
import { DECLARATION_MEANS, FACTOR_CATEGORIES, INCIDENT_KINDS, INCIDENT_STATES, INVOLVED_ROLES } from './enums.ts';

const nullableString = v.nullable(v.string());

/** The duty the event calls for (declaration.ts), with what was recorded of its sending. */
export const DeclarationDutySchema = v.object({
  id: v.picklist(['CRECHE_R2324_25', 'ESSMS_L331_8_1']),
  authority: v.string(),
  source: v.string(),
  sourceText: v.string(),
  sourceUrl: v.string(),
  reason: v.string(),
  deadlineAt: v.string(),
  deadlineNote: v.string(),
  sentAt: nullableString,
  isLate: v.boolean(),
  means: v.nullable(v.picklist(DECLARATION_MEANS)),
  recipient: nullableString,
  recordedByName: nullableString,
});
export type DeclarationDutyView = v.InferOutput<typeof DeclarationDutySchema>;

export const IncidentSummarySchema = v.object({
  id: v.string(),
  establishmentId: v.string(),
  establishmentName: v.string(),
  kind: v.picklist(INCIDENT_KINDS),
  state: v.picklist(INCIDENT_STATES),
  severity: v.number(),
  occurredAt: v.string(),
  place: v.string(),
  declaredAt: v.string(),
  declaredByName: nullableString,
  /** The declaration's deadline and whether it is late, when the event calls for one. */
  declaration: v.nullable(v.object({ deadlineAt: v.string(), sentAt: nullableString, isLate: v.boolean() })),
  /** Erased of its personal data (retention rule, ADR 036). */
  isAnonymised: v.boolean(),
});
export type IncidentSummary = v.InferOutput<typeof IncidentSummarySchema>;

export const IncidentListSchema = listOutput(IncidentSummarySchema);

export const IncidentDetailSchema = v.object({
  ...IncidentSummarySchema.entries,
  description: v.string(),
  immediateMeasures: nullableString,
  hospitalisation: v.boolean(),
  outsideEmergencyCare: v.boolean(),
  death: v.boolean(),
  people: v.array(
    v.object({ role: v.picklist(INVOLVED_ROLES), initials: nullableString, ageMonths: v.nullable(v.number()) }),
  ),
  analysis: v.nullable(
    v.object({
      causes: v.string(),
      factors: v.array(v.object({ category: v.picklist(FACTOR_CATEGORIES), description: v.string() })),
      protections: nullableString,
      analysedAt: v.string(),
      analysedByName: nullableString,
    }),
  ),
  history: v.array(
    v.object({
      fromState: v.nullable(v.picklist(INCIDENT_STATES)),
      toState: v.picklist(INCIDENT_STATES),
      at: v.string(),
      byName: nullableString,
    }),
  ),
  actions: v.array(
    v.object({
      id: v.string(),
      title: v.string(),
      status: v.picklist(ACTION_STATUSES),
      dueDate: nullableString,
      responsibleName: nullableString,
    }),
  ),
  declarationDuty: v.nullable(DeclarationDutySchema),
  complaint: v.nullable(
    v.object({ acknowledgedOn: nullableString, respondedOn: nullableString, reply: nullableString }),
  ),
  /** Photos and documents attached to it (never in the group's figures or export). */
  attachments: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      mimeType: v.string(),
      size: v.number(),
      uploadedByName: nullableString,
      createdAt: v.string(),
      /** The caller may remove it (ADR 036: its uploader while the event is « déclaré », the direction, the group). */
      canRemove: v.boolean(),
    }),
  ),
  /** The caller may attach a file (its declarer while « déclaré », the direction, the group). */
  canAttach: v.boolean(),
  /** The member of the establishment the follow-up is given to, if any. */
  assignee: v.nullable(v.object({ id: v.string(), name: v.string() })),
  /** For who handles it: the people it may be given to (the establishment's directors and collaborators). */
  assignable: v.array(v.object({ id: v.string(), name: v.string(), role: v.picklist(['DIRECTOR', 'COLLABORATOR']) })),
  /** The caller may move it along, analyse it, decide actions, record the declaration (director, group). */
  canManage: v.boolean(),
});
export type IncidentDetail = v.InferOutput<typeof IncidentDetailSchema>;
export type IncidentAttachment = IncidentDetail['attachments'][number];

/** What a declaration answers: the declarer of a restricted kind reads nothing more of it (ADR 036). */
export const IncidentCreatedSchema = v.object({
  id: v.string(),
  isVisibleToDeclarer: v.boolean(),
  /** The event calls for a declaration to the authorities: the director is to be told at once. */
  callsForDeclaration: v.boolean(),
});
export type IncidentCreated = v.InferOutput<typeof IncidentCreatedSchema>;

const count = v.object({ key: v.string(), count: v.number() });

/** Issue 29 item 5: counts across the caller's establishments, no personal data. */
export const IncidentStatsSchema = v.object({
  total: v.number(),
  byKind: v.array(count),
  bySeverity: v.array(count),
  byMonth: v.array(count),
  bySite: v.array(
    v.object({
      establishmentId: v.string(),
      establishmentName: v.string(),
      count: v.number(),
      open: v.number(),
      lateAnalyses: v.number(),
      lateDeclarations: v.number(),
    }),
  ),
  /** Contributing factors by category, most frequent first: the recurring causes. */
  byFactor: v.array(count),
  openAnalyses: v.number(),
  lateAnalyses: v.number(),
  lateDeclarations: v.number(),
});
export type IncidentStats = v.InferOutput<typeof IncidentStatsSchema>;
