import { RESTRICTED_INCIDENT_KINDS } from '@qc/shared/incidents/enums';
import { MY_TASKS_LIMIT } from '@qc/shared/tasks/schemas';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of.ts';
import type { Db } from './task-sql.ts';
import { sqlList } from '../common/sql-list.ts';

/** « Mes tâches »: the statements about events (issue 29 items 3 and 4), bounded and scoped. */

export type IncidentTaskRow = {
  id: string;
  establishment_id: string;
  category: string | null;
  kind: string;
  severity: number;
  hospitalisation: boolean;
  outside_emergency_care: boolean;
  death: boolean;
  occurred_at: string;
  declared_at: string;
  declaration_sent_at: string | null;
  state: string;
};

/**
 * Issue 29 item 3: the events of the establishments she handles that may call for a declaration not yet sent, or
 * whose analysis is late. The `where` keeps only the facts the declaration rule reads (shared/incidents/declaration.ts
 * decides, in list-my-tasks.ts) and never an anonymised event; bounded like the other kinds.
 */
export function incidentsToHandle(db: Db, input: { responsibleFor: SQL; analysisLateBefore: Date }) {
  const lateBefore = input.analysisLateBefore.toISOString();
  return rowsOf<IncidentTaskRow>(
    db,
    sql`
    select i.id, i.establishment_id, establishments.category, i.kind, i.severity, i.hospitalisation,
           i.outside_emergency_care, i.death, i.occurred_at, i.declared_at, i.declaration_sent_at, i.state
      from incidents i
      join establishments on establishments.id = i.establishment_id
     where ${input.responsibleFor} and i.anonymised_at is null
       and ((i.declaration_sent_at is null
             and (i.hospitalisation or i.outside_emergency_care or i.death
                  or (establishments.category = 'ESSMS' and (i.kind = 'MISTREATMENT_SUSPICION' or i.severity >= 3)))
             and i.state <> 'CLOSED')
         or (i.state in ('DECLARED', 'ANALYSING') and i.declared_at < ${lateBefore}::timestamptz))
     order by i.occurred_at, i.id
     limit ${MY_TASKS_LIMIT * 10}`,
  );
}

export type AssignedIncidentRow = {
  id: string;
  establishment_id: string;
  kind: string;
  assigned_at: string;
  total: number;
};

/**
 * Issue 29 item 4: the events not closed whose follow-up is given to her, inside her scope; a restricted kind only
 * for whoever reads it (a director: ADR 036), the same rule as the register's.
 */
export function assignedIncidents(db: Db, input: { userId: string; scope: SQL; readsRestricted: boolean }) {
  const restricted = input.readsRestricted ? sql`` : sql`and i.kind not in (${sqlList(RESTRICTED_INCIDENT_KINDS)})`;
  return rowsOf<AssignedIncidentRow>(
    db,
    sql`
    select i.id, i.establishment_id, i.kind, i.assigned_at, (count(*) over ())::int as total
      from incidents i
      join establishments on establishments.id = i.establishment_id
     where i.assignee_id = ${input.userId} and i.state <> 'CLOSED' and i.anonymised_at is null
       and ${input.scope} ${restricted}
     order by i.assigned_at, i.id
     limit ${MY_TASKS_LIMIT}`,
  );
}
