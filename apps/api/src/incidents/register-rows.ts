import { INCIDENT_ANALYSIS_LATE_DAYS } from '@qc/shared/incidents/enums';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { incidentActions, incidents } from '../db/schema-incidents.ts';
import type { Actor } from '../scope/actor.ts';
import { visibleWhere } from './access.ts';
import { dutyOf } from './details.ts';

/** What the group view and the export read of an event: structured facts only, never a text or a person. */
export type RegisterRow = {
  id: string;
  establishmentId: string;
  establishmentName: string;
  city: string;
  kind: string;
  severity: number;
  state: string;
  occurredAt: Date;
  /** YYYY-MM of the event in Paris. */
  month: string;
  hospitalisation: boolean;
  outsideEmergencyCare: boolean;
  death: boolean;
  factorCategories: string[];
  actionCount: number;
  declaration: { deadlineAt: string; sentAt: string | null; isLate: boolean } | null;
  isAnalysisLate: boolean;
};

/** The Paris period (both days included) on the event's date. */
export function periodWhere(from?: string | null, to?: string | null): SQL | undefined {
  return and(
    from ? sql`${incidents.occurredAt} >= (${from}::date::timestamp at time zone 'Europe/Paris')` : undefined,
    to ? sql`${incidents.occurredAt} < ((${to}::date + 1)::timestamp at time zone 'Europe/Paris')` : undefined,
  );
}

/**
 * Every event the caller reads within the filters, in one statement (actions counted by a grouped sub-select):
 * the declaration duty depends on the establishment's category and is computed with the same rule as the event's
 * page (shared/incidents/declaration.ts).
 */
export async function readRegisterRows(db: Database, actor: Actor, filters: SQL | undefined, now = new Date()) {
  const actionCounts = db
    .select({ incidentId: incidentActions.incidentId, actionCount: count().as('action_count') })
    .from(incidentActions)
    .groupBy(incidentActions.incidentId)
    .as('action_counts');
  const rows = await db
    .select({
      incident: incidents,
      establishmentName: establishments.name,
      city: establishments.city,
      category: establishments.category,
      month: sql<string>`to_char(${incidents.occurredAt} at time zone 'Europe/Paris', 'YYYY-MM')`,
      actionCount: sql<number>`coalesce(${actionCounts.actionCount}, 0)::int`,
    })
    .from(incidents)
    .innerJoin(establishments, eq(establishments.id, incidents.establishmentId))
    .leftJoin(actionCounts, eq(actionCounts.incidentId, incidents.id))
    .where(and(visibleWhere(actor, await actor.getScope()), filters))
    .orderBy(asc(establishments.name), desc(incidents.occurredAt), asc(incidents.id));
  const lateBefore = now.getTime() - INCIDENT_ANALYSIS_LATE_DAYS * 86_400_000;
  return rows.map(({ incident, ...row }): RegisterRow => {
    const duty = dutyOf(incident, row.category, now);
    return {
      id: incident.id,
      establishmentId: incident.establishmentId,
      establishmentName: row.establishmentName,
      city: row.city,
      kind: incident.kind,
      severity: incident.severity,
      state: incident.state,
      occurredAt: incident.occurredAt,
      month: row.month,
      hospitalisation: incident.hospitalisation,
      outsideEmergencyCare: incident.outsideEmergencyCare,
      death: incident.death,
      factorCategories: [...new Set((incident.analysisFactors ?? []).map((factor) => factor.category))],
      actionCount: Number(row.actionCount),
      declaration: duty ? { deadlineAt: duty.deadlineAt, sentAt: duty.sentAt, isLate: duty.isLate } : null,
      isAnalysisLate:
        (incident.state === 'DECLARED' || incident.state === 'ANALYSING') && incident.declaredAt.getTime() < lateBefore,
    };
  });
}
