import { ACTION_DUE_SOON_DAYS, MY_TASKS_LIMIT } from '@qc/shared/tasks/schemas';
import { EXPIRY_WATCH_DAYS } from '@qc/shared/expiry/expiry';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of.ts';
import { day, idList, type Db } from './task-sql.ts';
import type { RawEstablishment } from '../group/group-row.ts';

/**
 * The statements behind « Mes tâches » (issue 27 item 1): one per kind of task, each bounded to
 * MY_TASKS_LIMIT rows and counting its whole with `count(*) over ()`, all scoped in their `where`. Here the actions,
 * the expiring items, the late obligations and the establishments the lines name; the campaigns' and evaluations'
 * statements are in evaluation-task-queries.ts, the events' in incident-task-queries.ts.
 */

export type ActionRow = {
  id: string;
  title: string;
  establishment_id: string;
  due_date: string;
  status: string;
  priority: string;
  total: number;
  overdue: number;
};

/**
 * The caller's open actions — those whose responsible member is linked to her user, as « Mes actions »
 * reads them (list-actions.ts) — late or due within ACTION_DUE_SOON_DAYS days.
 */
export function myActions(db: Db, input: { userId: string; today: string; scope: SQL }) {
  return rowsOf<ActionRow>(
    db,
    sql`
    select a.id, a.title, a.establishment_id, ${day(sql`a.due_date`)} as due_date, a.status, a.priority,
           (count(*) over ())::int as total,
           (count(*) filter (where a.due_date < ${input.today}::date) over ())::int as overdue
      from actions a
      join establishments on establishments.id = a.establishment_id
     where a.responsible_id in (select m.id from effective_members m where m.user_id = ${input.userId})
       and a.status in ('TODO', 'IN_PROGRESS')
       and a.due_date <= ${input.today}::date + ${ACTION_DUE_SOON_DAYS}::int
       and ${input.scope}
     order by a.due_date,
              case a.priority when 'CRITICAL' then 0 when 'HIGH' then 1 when 'MEDIUM' then 2 else 3 end,
              a.created_at, a.id
     limit ${MY_TASKS_LIMIT}`,
  );
}

export type ExpiringRow = { id: string; label: string; establishment_id: string; expires_on: string; total: number };

/**
 * What the expiry watch (ADR 032) warns the caller of: documents of the establishments she answers for,
 * not replaced, whose validity ends within EXPIRY_WATCH_DAYS days — the same items as its digest.
 */
export function expiringDocuments(db: Db, input: { responsibleFor: SQL; today: string }) {
  return rowsOf<ExpiringRow>(
    db,
    sql`
    select d.id, d.name as label, d.establishment_id, ${day(sql`d.valid_until`)} as expires_on,
           (count(*) over ())::int as total
      from documents d
      join establishments on establishments.id = d.establishment_id
     where d.purpose <> 'TEMPLATE' and d.replaced_by_id is null
       and d.valid_until between ${input.today}::date and ${input.today}::date + ${EXPIRY_WATCH_DAYS}::int
       and ${input.responsibleFor}
     order by d.valid_until, d.name, d.id
     limit ${MY_TASKS_LIMIT}`,
  );
}

/** The active agreements of those establishments whose end date comes within the watch. */
export function expiringAgreements(db: Db, input: { responsibleFor: SQL; today: string }) {
  return rowsOf<ExpiringRow>(
    db,
    sql`
    select a.id, coalesce(a.number, '') as label, a.establishment_id, ${day(sql`a.end_date`)} as expires_on,
           (count(*) over ())::int as total
      from agreements a
      join establishments on establishments.id = a.establishment_id
     where a.status = 'ACTIVE'
       and a.end_date between ${input.today}::date and ${input.today}::date + ${EXPIRY_WATCH_DAYS}::int
       and ${input.responsibleFor}
     order by a.end_date, a.id
     limit ${MY_TASKS_LIMIT}`,
  );
}

export type EstablishmentRow = RawEstablishment & { has_evaluation: boolean };

/** The establishments the lines name (and a director's own), with whether any evaluation was ever started there. */
export function establishmentsOf(db: Db, ids: string[]) {
  return rowsOf<EstablishmentRow>(
    db,
    sql`
    select e.id, e.name, e.address, e.postal_code, e.city, e.category, e.client_id, cl.name as client_name,
           e.legal_entity_id, le.name as legal_entity_name,
           exists (select 1 from evaluations ev where ev.establishment_id = e.id) as has_evaluation
      from establishments e
      join clients cl on cl.id = e.client_id
      join legal_entities le on le.id = e.legal_entity_id
     where e.id in (${idList(ids)})
     order by e.name, e.id`,
  );
}

export type LateObligationRow = {
  id: string;
  obligation_id: string;
  label: string;
  establishment_id: string;
  due_date: string;
  total: number;
};

/**
 * Issue 27 item 4 (ADR 039): open occurrences past their due date that are the caller's — she is their
 * responsible, or she answers for their establishment (a director's sites, a quality manager's client).
 */
export function lateObligations(
  db: Db,
  input: { userId: string; today: string; scope: SQL; responsibleFor: SQL | null },
) {
  return rowsOf<LateObligationRow>(
    db,
    sql`
    select occ.id, o.id as obligation_id,
           case when o.subject = '' then o.title else o.title || ' — ' || o.subject end as label,
           occ.establishment_id, ${day(sql`occ.due_date`)} as due_date, (count(*) over ())::int as total
      from obligation_occurrences occ
      join obligations o on o.id = occ.obligation_id
      join establishments on establishments.id = occ.establishment_id
     where occ.closed_at is null and occ.due_date < ${input.today}::date
       and ${input.scope}
       and (occ.responsible_id in (select m.id from effective_members m where m.user_id = ${input.userId})
            or ${input.responsibleFor ?? sql`false`})
     order by occ.due_date, o.title, occ.id
     limit ${MY_TASKS_LIMIT}`,
  );
}
