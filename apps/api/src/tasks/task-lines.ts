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

/** A document about to expire: the same line, with the document to open. */
export const documentLine = (row: ExpiringRow): Task => ({
  ...agreementLine(row),
  kind: 'DOCUMENT_EXPIRING',
  key: `document:${row.id}`,
  documentId: row.id,
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

/** A line about an event: named by its kind only, never by its text (ADR 036). */
function incidentLine(
  row: Pick<AssignedIncidentRow, 'id' | 'establishment_id' | 'kind'>,
  line: Pick<Task, 'kind' | 'dueDate' | 'isOverdue'> & { keyPrefix: string },
): Task {
  return {
    ...blank,
    kind: line.kind,
    key: `${line.keyPrefix}:${row.id}`,
    establishmentId: row.establishment_id,
    label: INCIDENT_KIND_LABELS[row.kind as IncidentKind],
    dueDate: line.dueDate,
    isOverdue: line.isOverdue,
    incidentId: row.id,
  };
}

/** An event whose follow-up is given to her. */
export const assignedIncidentLine = (row: AssignedIncidentRow): Task =>
  incidentLine(row, { kind: 'INCIDENT_ASSIGNED', keyPrefix: 'incident-assigned', dueDate: null, isOverdue: false });

/** The questions given to her in one evaluation: its line, with how many and how many sent back. */
export const assignedQuestionsLine = (row: SharedEvaluationRow): Task => ({
  ...evaluationLine(row),
  kind: 'ASSIGNED_QUESTIONS',
  key: `assigned:${row.evaluation_id}`,
  questions: row.questions,
  sentBack: row.sent_back,
});

/** The questions handed in for her review in one evaluation: the same line, without the sent-back count. */
export const reviewLine = (row: SharedEvaluationRow): Task => ({
  ...assignedQuestionsLine(row),
  kind: 'REVIEW',
  key: `review:${row.evaluation_id}`,
  sentBack: null,
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
      declarations.push(
        incidentLine(row, {
          kind: 'INCIDENT_DECLARATION',
          keyPrefix: 'incident-declaration',
          dueDate: getParisToday(new Date(duty.deadlineAt)),
          isOverdue: duty.isLate,
        }),
      );
    const declaredAt = new Date(row.declared_at);
    if ((row.state === 'DECLARED' || row.state === 'ANALYSING') && declaredAt.getTime() < lateBefore)
      analyses.push(
        incidentLine(row, {
          kind: 'INCIDENT_ANALYSIS_LATE',
          keyPrefix: 'incident-analysis',
          dueDate: getParisToday(new Date(declaredAt.getTime() + INCIDENT_ANALYSIS_LATE_DAYS * 86_400_000)),
          isOverdue: true,
        }),
      );
  }
  return { declarations, analyses };
}
