import { getDeclarationDuty } from '@qc/shared/incidents/declaration';
import type { IncidentDetail, IncidentSummary } from '@qc/shared/incidents/outputs';
import { isRestrictedKind, type IncidentKind } from '@qc/shared/incidents/enums';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { toIso } from '../common/dates.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers } from '../db/schema-members.ts';
import { user } from '../db/schema-auth.ts';
import { actions } from '../db/schema-action-plans.ts';
import { incidentActions, incidentStateChanges, type incidents } from '../db/schema-incidents.ts';
import type { Actor } from '../scope/actor.ts';
import { teamOf } from '../evaluations/sharing-queries.ts';
import { canManage, type IncidentRecord } from './access.ts';
import { canAttach, listAttachments } from './attachment-rights.ts';

type Row = typeof incidents.$inferSelect;

const iso = (value: Date | string | null) => (value === null ? null : toIso(value));

/** The declaration's deadline of a row: the rule of its establishment's category (shared/incidents/declaration.ts). */
export function dutyOf(row: Row, category: string | null, now = new Date()) {
  return getDeclarationDuty(
    {
      kind: row.kind as IncidentKind,
      severity: row.severity,
      hospitalisation: row.hospitalisation,
      outsideEmergencyCare: row.outsideEmergencyCare,
      death: row.death,
      occurredAt: toIso(row.occurredAt),
      declarationSentAt: iso(row.declarationSentAt),
    },
    category,
    now,
  );
}

export function toSummary(
  row: Row,
  names: { establishmentName: string; category: string | null; declaredByName: string | null },
): IncidentSummary {
  const duty = dutyOf(row, names.category);
  return {
    id: row.id,
    establishmentId: row.establishmentId,
    establishmentName: names.establishmentName,
    kind: row.kind as IncidentSummary['kind'],
    state: row.state as IncidentSummary['state'],
    severity: row.severity,
    occurredAt: toIso(row.occurredAt),
    place: row.place,
    declaredAt: toIso(row.declaredAt),
    declaredByName: names.declaredByName,
    declaration: duty ? { deadlineAt: duty.deadlineAt, sentAt: duty.sentAt, isLate: duty.isLate } : null,
    isAnonymised: row.anonymisedAt !== null,
  };
}

async function userNames(db: Database, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The whole event as its page shows it: three small reads beside the row (history, actions, names). */
export async function toDetail(db: Database, actor: Actor, record: IncidentRecord): Promise<IncidentDetail> {
  const [history, linked] = await Promise.all([
    db
      .select()
      .from(incidentStateChanges)
      .where(eq(incidentStateChanges.incidentId, record.id))
      .orderBy(asc(incidentStateChanges.at), asc(incidentStateChanges.id)),
    db
      .select({
        id: actions.id,
        title: actions.title,
        status: actions.status,
        dueDate: actions.dueDate,
        responsibleName: sql<
          string | null
        >`case when ${effectiveMembers.id} is null then null else ${effectiveMembers.firstName} || ' ' || ${effectiveMembers.lastName} end`,
      })
      .from(incidentActions)
      .innerJoin(actions, eq(actions.id, incidentActions.actionId))
      .leftJoin(effectiveMembers, eq(effectiveMembers.id, actions.responsibleId))
      .where(eq(incidentActions.incidentId, record.id))
      .orderBy(asc(incidentActions.createdAt), asc(actions.id)),
  ]);
  const scope = await actor.getScope();
  const manages = canManage(actor, scope, record.establishmentId);
  const [attachments, team] = await Promise.all([
    listAttachments(db, actor, scope, record),
    // Who handles it chooses among the establishment's people; a restricted kind goes to a director only.
    manages && record.state !== 'CLOSED' ? teamOf(db, record.establishmentId) : Promise.resolve([]),
  ]);
  const names = await userNames(db, [
    record.assigneeId,
    record.declaredById,
    record.analysedById,
    record.declarationRecordedById,
    ...history.map((change) => change.byId),
  ]);
  const nameOf = (id: string | null) => (id === null ? null : (names.get(id) ?? null));
  const duty = dutyOf(record, record.establishmentCategory);
  const assigneeName = nameOf(record.assigneeId);
  return {
    ...toSummary(record, {
      establishmentName: record.establishmentName,
      category: record.establishmentCategory,
      declaredByName: nameOf(record.declaredById),
    }),
    description: record.description,
    immediateMeasures: record.immediateMeasures,
    hospitalisation: record.hospitalisation,
    outsideEmergencyCare: record.outsideEmergencyCare,
    death: record.death,
    people: record.people.map((person) => ({
      role: person.role as IncidentDetail['people'][number]['role'],
      initials: person.initials,
      ageMonths: person.ageMonths,
    })),
    analysis:
      record.analysedAt && record.analysisCauses !== null
        ? {
            causes: record.analysisCauses,
            factors: (record.analysisFactors ?? []) as NonNullable<IncidentDetail['analysis']>['factors'],
            protections: record.analysisProtections,
            analysedAt: toIso(record.analysedAt),
            analysedByName: nameOf(record.analysedById),
          }
        : null,
    history: history.map((change) => ({
      fromState: change.fromState as IncidentDetail['state'] | null,
      toState: change.toState as IncidentDetail['state'],
      at: toIso(change.at),
      byName: nameOf(change.byId),
    })),
    actions: linked.map((action) => ({
      ...action,
      status: action.status as IncidentDetail['actions'][number]['status'],
    })),
    declarationDuty: duty
      ? {
          ...duty,
          means: record.declarationMeans as NonNullable<IncidentDetail['declarationDuty']>['means'],
          recipient: record.declarationRecipient,
          recordedByName: nameOf(record.declarationRecordedById),
        }
      : null,
    complaint:
      record.kind === 'FAMILY_COMPLAINT'
        ? {
            acknowledgedOn: record.complaintAcknowledgedOn,
            respondedOn: record.complaintRespondedOn,
            reply: record.complaintReply,
          }
        : null,
    attachments,
    canAttach: canAttach(actor, scope, record),
    assignee: record.assigneeId && assigneeName ? { id: record.assigneeId, name: assigneeName } : null,
    assignable: team
      .filter((member) => !isRestrictedKind(record.kind) || member.role === 'DIRECTOR')
      .map((member) => ({ id: member.id, name: member.name, role: member.role as 'DIRECTOR' | 'COLLABORATOR' })),
    canManage: manages,
  };
}
