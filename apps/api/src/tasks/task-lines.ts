import type { ActionPriority, ActionStatus } from '@qc/shared/action-plans/schemas';
import { getDeclarationDuty } from '@qc/shared/incidents/declaration';
import { INCIDENT_ANALYSIS_LATE_DAYS, INCIDENT_KIND_LABELS, type IncidentKind } from '@qc/shared/incidents/enums';
import type { Task } from '@qc/shared/tasks/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import type {
  CampaignEvaluationRow,
  EvaluationRow,
  LateSiteRow,
  SharedEvaluationRow,
} from './evaluation-task-queries.ts';
import type { AssignedIncidentRow, IncidentTaskRow } from './incident-task-queries.ts';
import type { ActionRow, ExpiringRow, LateObligationRow } from './task-queries.ts';

/* « Mes tâches »: each statement's rows as the lines of the list. */

const blank = {
  campaignId: null,
  campaignName: null,
  formId: null,
  evaluationId: null,
  actionId: null,
  actionStatus: null,
  actionPriority: null,
  documentId: null,
  incidentId: null,
  formsLeft: null,
  questions: null,
  sentBack: null,
} satisfies Partial<Task>;

/** An evaluation an open campaign asks of one of her sites. */
export const campaignLine =
  (today: string) =>
  (row: CampaignEvaluationRow): Task => ({
    ...blank,
    kind: 'CAMPAIGN_EVALUATION',
    key: `campaign:${row.campaign_id}:${row.establishment_id}:${row.form_id}`,
    establishmentId: row.establishment_id,
    label: row.form_name,
    dueDate: row.deadline,
    isOverdue: row.deadline < today,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    formId: row.form_id,
    evaluationId: row.evaluation_id,
  });

/** An evaluation in progress. */
export const evaluationLine = (row: EvaluationRow): Task => ({
  ...blank,
  kind: 'EVALUATION_IN_PROGRESS',
  key: `evaluation:${row.evaluation_id}`,
  establishmentId: row.establishment_id,
  label: row.form_name,
  dueDate: null,
  isOverdue: false,
  formId: row.form_id,
  evaluationId: row.evaluation_id,
});

/** One of her actions, late or due soon. */
export const actionLine =
  (today: string) =>
  (row: ActionRow): Task => ({
    ...blank,
    kind: 'ACTION',
    key: `action:${row.id}`,
    establishmentId: row.establishment_id,
    label: row.title,
    dueDate: row.due_date,
    isOverdue: row.due_date < today,
    actionId: row.id,
    actionStatus: row.status as ActionStatus,
    actionPriority: row.priority as ActionPriority,
  });

/** A document about to expire. */
export const documentLine = (row: ExpiringRow): Task => ({
  ...blank,
  kind: 'DOCUMENT_EXPIRING',
  key: `document:${row.id}`,
  establishmentId: row.establishment_id,
  label: row.label,
  dueDate: row.expires_on,
  isOverdue: false,
  documentId: row.id,
});

/** An agreement about to end. */
export const agreementLine = (row: ExpiringRow): Task => ({
  ...blank,
  kind: 'AGREEMENT_EXPIRING',
  key: `agreement:${row.id}`,
  establishmentId: row.establishment_id,
  label: row.label,
  dueDate: row.expires_on,
  isOverdue: false,
});

/** A site late on an open campaign. */
export const lateSiteLine = (row: LateSiteRow): Task => ({
  ...blank,
  kind: 'CAMPAIGN_SITE_LATE',
  key: `late:${row.campaign_id}:${row.establishment_id}`,
  establishmentId: row.establishment_id,
  label: row.campaign_name,
  dueDate: row.deadline,
  isOverdue: true,
  campaignId: row.campaign_id,
  campaignName: row.campaign_name,
  formsLeft: row.forms_left,
});

/** An event whose follow-up is given to her. */
export const assignedIncidentLine = (row: AssignedIncidentRow): Task => ({
  ...blank,
  kind: 'INCIDENT_ASSIGNED',
  key: `incident-assigned:${row.id}`,
  establishmentId: row.establishment_id,
  label: INCIDENT_KIND_LABELS[row.kind as IncidentKind],
  dueDate: null,
  isOverdue: false,
  incidentId: row.id,
});

/** The questions given to her in one evaluation. */
export const assignedQuestionsLine = (row: SharedEvaluationRow): Task => ({
  ...blank,
  kind: 'ASSIGNED_QUESTIONS',
  key: `assigned:${row.evaluation_id}`,
  establishmentId: row.establishment_id,
  label: row.form_name,
  dueDate: null,
  isOverdue: false,
  formId: row.form_id,
  evaluationId: row.evaluation_id,
  questions: row.questions,
  sentBack: row.sent_back,
});

/** The questions handed in for her review in one evaluation. */
export const reviewLine = (row: SharedEvaluationRow): Task => ({
  ...blank,
  kind: 'REVIEW',
  key: `review:${row.evaluation_id}`,
  establishmentId: row.establishment_id,
  label: row.form_name,
  dueDate: null,
  isOverdue: false,
  formId: row.form_id,
  evaluationId: row.evaluation_id,
  questions: row.questions,
});

/** An occurrence of an obligation past its due date. */
export const obligationLine = (row: LateObligationRow): Task => ({
  ...blank,
  kind: 'OBLIGATION_LATE',
  key: `obligation:${row.id}`,
  establishmentId: row.establishment_id,
  label: row.label,
  dueDate: row.due_date,
  isOverdue: true,
  obligationId: row.obligation_id,
});

/**
 * The event lines: the declaration duty is decided by the one shared rule (the page's and the PDF's), the SQL having
 * only kept the candidates. A CLIENT_MASTER is told of a declaration once it is late (the director sends it).
 */
export function incidentLines(rows: IncidentTaskRow[], { now, lateOnly }: { now: Date; lateOnly: boolean }) {
  const lateBefore = now.getTime() - INCIDENT_ANALYSIS_LATE_DAYS * 86_400_000;
  const declarations: Task[] = [];
  const analyses: Task[] = [];
  for (const row of rows) {
    const occurredAt = new Date(row.occurred_at).toISOString();
    const duty = row.declaration_sent_at
      ? null
      : getDeclarationDuty(
          {
            kind: row.kind as IncidentKind,
            severity: row.severity,
            hospitalisation: row.hospitalisation,
            outsideEmergencyCare: row.outside_emergency_care,
            death: row.death,
            occurredAt,
            declarationSentAt: null,
          },
          row.category,
          now,
        );
    if (duty && row.state !== 'CLOSED' && (!lateOnly || duty.isLate))
      declarations.push({
        ...blank,
        kind: 'INCIDENT_DECLARATION',
        key: `incident-declaration:${row.id}`,
        establishmentId: row.establishment_id,
        label: INCIDENT_KIND_LABELS[row.kind as IncidentKind],
        dueDate: getParisToday(new Date(duty.deadlineAt)),
        isOverdue: duty.isLate,
        incidentId: row.id,
      });
    const declaredAt = new Date(row.declared_at);
    if ((row.state === 'DECLARED' || row.state === 'ANALYSING') && declaredAt.getTime() < lateBefore)
      analyses.push({
        ...blank,
        kind: 'INCIDENT_ANALYSIS_LATE',
        key: `incident-analysis:${row.id}`,
        establishmentId: row.establishment_id,
        label: INCIDENT_KIND_LABELS[row.kind as IncidentKind],
        dueDate: getParisToday(new Date(declaredAt.getTime() + INCIDENT_ANALYSIS_LATE_DAYS * 86_400_000)),
        isOverdue: true,
        incidentId: row.id,
      });
  }
  return { declarations, analyses };
}
