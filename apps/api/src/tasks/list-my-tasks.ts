import type { EstablishmentCategory } from '@qc/shared/enums';
import { EXPIRY_WATCH_DAYS } from '@qc/shared/expiry/expiry';
import { INCIDENT_ANALYSIS_LATE_DAYS } from '@qc/shared/incidents/enums';
import { ACTION_DUE_SOON_DAYS, MY_TASKS_LIMIT, type MyTasks, type Task } from '@qc/shared/tasks/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';
import {
  assignedQuestions,
  campaignEvaluations,
  evaluationsInProgress,
  lateCampaignSites,
  reviewsWaiting,
} from './evaluation-task-queries.ts';
import { assignedIncidents, incidentsToHandle } from './incident-task-queries.ts';
import {
  actionLine,
  agreementLine,
  assignedIncidentLine,
  assignedQuestionsLine,
  campaignLine,
  documentLine,
  evaluationLine,
  incidentLines,
  lateSiteLine,
  obligationLine,
  reviewLine,
} from './task-lines.ts';
import { establishmentsOf, expiringAgreements, expiringDocuments, lateObligations, myActions } from './task-queries.ts';
import { idList } from './task-sql.ts';

const none = Promise.resolve([] as never[]);

/**
 * Issue 27 item 1, « Mes tâches »: what the caller must do, the most urgent first. Each kind is one bounded
 * statement (task-queries.ts and its neighbours) run side by side, made lines by task-lines.ts, then one for the establishments they name: no query per
 * line. Who gets what:
 * - DIRECTOR and COLLABORATOR: what open campaigns ask of the establishments they are linked to, the
 *   evaluations in progress there;
 * - everyone: the evaluations in progress she started, her own actions late or due soon;
 * - DIRECTOR (her establishments) and CLIENT_MASTER (her client's): documents and agreements about to
 *   expire — the people the expiry digest writes to (ADR 032);
 * - CLIENT_MASTER: her client's sites late on an open campaign;
 * - DIRECTOR (her establishments) and CLIENT_MASTER (her client's), who handle events: a declaration to the
 *   authorities not recorded as sent (the CLIENT_MASTER once it is late), an analysis late;
 * - everyone who reads events: those whose follow-up is given to her (issue 29 item 4).
 * - everyone who answers: the questions given to her (issue 27 item 2), and whoever may finish an evaluation of
 *   the establishments she answers for: the questions handed in for review.
 * Each part needs the permission its screen needs; the caller's scope is in every `where`.
 */
export async function listMyTasks(db: Database, actor: Actor): Promise<MyTasks> {
  const today = getParisToday();
  const scope = await actor.getScope();
  const scopeWhere = establishmentScopeWhere(scope);
  const can = (permission: Parameters<typeof actor.permissions.has>[0]) => actor.permissions.has(permission);
  const siteRole = actor.roles.includes('DIRECTOR') || actor.roles.includes('COLLABORATOR');
  const linked = siteRole && scope.kind === 'establishments' ? scope.establishmentIds : [];
  const master = actor.roles.includes('CLIENT_MASTER') && scope.kind === 'client' ? scope.clientId : null;
  const directed = actor.roles.includes('DIRECTOR') ? linked : [];
  // The establishments whose expiring items are hers: a director's own, a quality manager's client's.
  const responsibleFor = master
    ? sql`establishments.client_id = ${master}`
    : directed.length > 0
      ? sql`establishments.id in (${idList(directed)})`
      : null;
  const campaignLines = linked.length > 0 && can('campaign:read') && can('evaluation:read');

  const now = new Date();
  const [
    campaignRows,
    evaluationRows,
    actionRows,
    documentRows,
    agreementRows,
    lateRows,
    incidentRows,
    assignedRows,
    reviewRows,
    obligationRows,
    assignedIncidentRows,
  ] = await Promise.all([
    campaignLines ? campaignEvaluations(db, linked) : none,
    can('evaluation:read')
      ? evaluationsInProgress(db, { userId: actor.id, establishmentIds: linked, scope: scopeWhere, campaignLines })
      : none,
    can('action-plan:read') ? myActions(db, { userId: actor.id, today, scope: scopeWhere }) : none,
    responsibleFor && can('document:read') ? expiringDocuments(db, { responsibleFor, today }) : none,
    responsibleFor && can('agreement:read') ? expiringAgreements(db, { responsibleFor, today }) : none,
    master && can('campaign:read') ? lateCampaignSites(db, { clientId: master, today }) : none,
    responsibleFor && can('incident:manage')
      ? incidentsToHandle(db, {
          responsibleFor,
          analysisLateBefore: new Date(now.getTime() - INCIDENT_ANALYSIS_LATE_DAYS * 86_400_000),
        })
      : none,
    // Issue 27 item 2 (ADR 039): her questions to answer; the hand-ins waiting for whoever may finish.
    can('evaluation:answer') ? assignedQuestions(db, { userId: actor.id, scope: scopeWhere }) : none,
    responsibleFor && can('evaluation:complete') ? reviewsWaiting(db, { responsibleFor }) : none,
    // Issue 27 item 4 (ADR 040): recurring obligations past their due date.
    can('obligation:read') ? lateObligations(db, { userId: actor.id, today, scope: scopeWhere, responsibleFor }) : none,
    // Issue 29 item 4: the events whose follow-up is given to her.
    can('incident:read')
      ? assignedIncidents(db, {
          userId: actor.id,
          scope: scopeWhere,
          readsRestricted: actor.roles.includes('DIRECTOR') || master !== null,
        })
      : none,
  ]);
  const incidentTasks = incidentLines(incidentRows, { now, lateOnly: master !== null });

  const items: Task[] = [
    ...campaignRows.map(campaignLine(today)),
    ...evaluationRows.map(evaluationLine),
    ...actionRows.map(actionLine(today)),
    ...documentRows.map(documentLine),
    ...agreementRows.map(agreementLine),
    ...lateRows.map(lateSiteLine),
    ...incidentTasks.declarations.slice(0, MY_TASKS_LIMIT),
    ...incidentTasks.analyses.slice(0, MY_TASKS_LIMIT),
    ...assignedIncidentRows.map(assignedIncidentLine),
    ...assignedRows.map(assignedQuestionsLine),
    ...reviewRows.map(reviewLine),
    ...obligationRows.map(obligationLine),
  ].sort(byUrgency);

  const establishmentIds = [...new Set([...items.map((item) => item.establishmentId), ...directed])];
  const establishments = establishmentIds.length > 0 ? await establishmentsOf(db, establishmentIds) : [];
  const total = (rows: Array<{ total: number }>) => rows[0]?.total ?? 0;
  return {
    items,
    counts: {
      CAMPAIGN_EVALUATION: total(campaignRows),
      EVALUATION_IN_PROGRESS: total(evaluationRows),
      ACTION: total(actionRows),
      DOCUMENT_EXPIRING: total(documentRows),
      AGREEMENT_EXPIRING: total(agreementRows),
      CAMPAIGN_SITE_LATE: total(lateRows),
      INCIDENT_DECLARATION: incidentTasks.declarations.length,
      INCIDENT_ANALYSIS_LATE: incidentTasks.analyses.length,
      INCIDENT_ASSIGNED: total(assignedIncidentRows),
      ASSIGNED_QUESTIONS: total(assignedRows),
      REVIEW: total(reviewRows),
      OBLIGATION_LATE: total(obligationRows),
    },
    overdueActions: actionRows[0]?.overdue ?? 0,
    limit: MY_TASKS_LIMIT,
    actionDueSoonDays: ACTION_DUE_SOON_DAYS,
    expiryWatchDays: EXPIRY_WATCH_DAYS,
    establishments: establishments.map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      postalCode: row.postal_code,
      city: row.city,
      category: row.category as EstablishmentCategory | null,
      clientId: row.client_id,
      clientName: row.client_name,
      legalEntityId: row.legal_entity_id,
      legalEntityName: row.legal_entity_name,
    })),
    firstSteps: establishments
      .filter((row) => directed.includes(row.id) && !row.has_evaluation)
      .map((row) => ({ establishmentId: row.id, canEditProfile: can('establishment:manage') })),
  };
}

const KIND_ORDER: Record<Task['kind'], number> = {
  INCIDENT_DECLARATION: -2,
  INCIDENT_ANALYSIS_LATE: -1,
  INCIDENT_ASSIGNED: 3,
  CAMPAIGN_SITE_LATE: 0,
  CAMPAIGN_EVALUATION: 1,
  REVIEW: 2,
  ASSIGNED_QUESTIONS: 3,
  ACTION: 4,
  DOCUMENT_EXPIRING: 5,
  AGREEMENT_EXPIRING: 6,
  EVALUATION_IN_PROGRESS: 7,
  OBLIGATION_LATE: 3,
};

/** Overdue first, then the nearest due date, the undated last; then by kind and label, for a stable order. */
function byUrgency(a: Task, b: Task): number {
  if (a.isOverdue !== b.isOverdue) return a.isOverdue ? -1 : 1;
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.label.localeCompare(b.label, 'fr') || a.key.localeCompare(b.key);
}
