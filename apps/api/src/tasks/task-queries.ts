import { ACTION_DUE_SOON_DAYS, MY_TASKS_LIMIT } from '@qc/shared/tasks/schemas';
import { EXPIRY_WATCH_DAYS } from '@qc/shared/expiry/expiry';
import { RESTRICTED_INCIDENT_KINDS } from '@qc/shared/incidents/enums';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';

/**
 * The statements behind « Mes tâches » (issue 27 item 1): one per kind of task, each bounded to
 * MY_TASKS_LIMIT rows and counting its whole with `count(*) over ()`, all scoped in their `where`.
 */

type Db = Pick<Database, 'execute'>;
const day = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

export function idList(ids: string[]): SQL {
  return ids.length === 0
    ? sql`null`
    : sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
}

/** No completed evaluation of the form at the site since the campaign started (ADR 030's « completed »). */
const notCompletedSinceStart = sql`not exists (
  select 1 from evaluations done
   where done.establishment_id = ce.establishment_id and done.form_id = cf.form_id
     and done.status = 'COMPLETED' and done.completed_at >= c.started_at)`;

export type CampaignEvaluationRow = {
  campaign_id: string;
  campaign_name: string;
  deadline: string;
  establishment_id: string;
  form_id: string;
  form_name: string;
  evaluation_id: string | null;
  total: number;
};

/** What open campaigns ask of the caller's own establishments and is not completed there yet. */
export function campaignEvaluations(db: Db, establishmentIds: string[]) {
  return rowsOf<CampaignEvaluationRow>(
    db,
    sql`
    select c.id as campaign_id, c.name as campaign_name, ${day(sql`c.deadline`)} as deadline, ce.establishment_id,
           cf.form_id, f.name as form_name,
           (select ev.id from evaluations ev
             where ev.establishment_id = ce.establishment_id and ev.form_id = cf.form_id
               and ev.status = 'IN_PROGRESS' limit 1) as evaluation_id,
           (count(*) over ())::int as total
      from campaigns c
      join campaign_establishments ce on ce.campaign_id = c.id
      join campaign_forms cf on cf.campaign_id = c.id
      join forms f on f.id = cf.form_id
     where c.status = 'OPEN' and ce.establishment_id in (${idList(establishmentIds)}) and ${notCompletedSinceStart}
     order by c.deadline, c.name, f.name, ce.establishment_id
     limit ${MY_TASKS_LIMIT}`,
  );
}

export type EvaluationRow = {
  evaluation_id: string;
  establishment_id: string;
  form_id: string;
  form_name: string;
  total: number;
};

/**
 * The evaluations in progress at the caller's establishments, or started by her, inside her scope; those an
 * open campaign line already lists for her (same site and form) are left to that line.
 */
export function evaluationsInProgress(
  db: Db,
  input: { userId: string; establishmentIds: string[]; scope: SQL; campaignLines: boolean },
) {
  const own =
    input.establishmentIds.length > 0 ? sql`ev.establishment_id in (${idList(input.establishmentIds)})` : sql`false`;
  const coveredByCampaign = input.campaignLines
    ? sql`(${own} and exists (
        select 1 from campaigns c
          join campaign_establishments ce on ce.campaign_id = c.id and ce.establishment_id = ev.establishment_id
          join campaign_forms cf on cf.campaign_id = c.id and cf.form_id = ev.form_id
         where c.status = 'OPEN' and ${notCompletedSinceStart}))`
    : sql`false`;
  return rowsOf<EvaluationRow>(
    db,
    sql`
    select ev.id as evaluation_id, ev.establishment_id, ev.form_id, f.name as form_name,
           (count(*) over ())::int as total
      from evaluations ev
      join forms f on f.id = ev.form_id
      join establishments on establishments.id = ev.establishment_id
     where ev.status = 'IN_PROGRESS' and ${input.scope}
       and (${own} or ev.started_by_id = ${input.userId})
       and not ${coveredByCampaign}
     order by ev.started_at, f.name, ev.id
     limit ${MY_TASKS_LIMIT}`,
  );
}

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

export type LateSiteRow = {
  campaign_id: string;
  campaign_name: string;
  deadline: string;
  establishment_id: string;
  forms_left: number;
  total: number;
};

/** For a CLIENT_MASTER: each site of her client's open campaigns past their deadline with a form not completed. */
export function lateCampaignSites(db: Db, input: { clientId: string; today: string }) {
  return rowsOf<LateSiteRow>(
    db,
    sql`
    select c.id as campaign_id, c.name as campaign_name, ${day(sql`c.deadline`)} as deadline, ce.establishment_id,
           count(*)::int as forms_left, (count(*) over ())::int as total
      from campaigns c
      join campaign_establishments ce on ce.campaign_id = c.id
      join establishments on establishments.id = ce.establishment_id
      join campaign_forms cf on cf.campaign_id = c.id
     where c.status = 'OPEN' and c.client_id = ${input.clientId} and establishments.client_id = ${input.clientId}
       and c.deadline < ${input.today}::date and ${notCompletedSinceStart}
     group by c.id, c.name, c.deadline, ce.establishment_id, establishments.name
     order by c.deadline, c.name, establishments.name, ce.establishment_id
     limit ${MY_TASKS_LIMIT}`,
  );
}

export type EstablishmentRow = {
  id: string;
  name: string;
  address: string;
  postal_code: string;
  city: string;
  category: string | null;
  client_id: string;
  client_name: string;
  legal_entity_id: string;
  legal_entity_name: string;
  has_evaluation: boolean;
};

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
  const restricted = input.readsRestricted
    ? sql``
    : sql`and i.kind not in (${sql.join(
        RESTRICTED_INCIDENT_KINDS.map((kind) => sql`${kind}`),
        sql`, `,
      )})`;
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

export type SharedEvaluationRow = {
  evaluation_id: string;
  establishment_id: string;
  form_id: string;
  form_name: string;
  questions: number;
  sent_back: number;
  total: number;
};

/**
 * Issue 27 item 2: per evaluation in progress, the questions given to the caller that she still has to answer
 * (given, or sent back to her), inside her scope. Sent back first: someone is waiting for them.
 */
export function assignedQuestions(db: Db, input: { userId: string; scope: SQL }) {
  return rowsOf<SharedEvaluationRow>(
    db,
    sql`
    select ev.id as evaluation_id, ev.establishment_id, ev.form_id, f.name as form_name,
           count(*)::int as questions,
           (count(*) filter (where ea.status = 'SENT_BACK'))::int as sent_back,
           (count(*) over ())::int as total
      from evaluation_assignments ea
      join evaluations ev on ev.id = ea.evaluation_id
      join forms f on f.id = ev.form_id
      join establishments on establishments.id = ev.establishment_id
     where ea.assignee_id = ${input.userId} and ea.status in ('ASSIGNED', 'SENT_BACK')
       and ev.status = 'IN_PROGRESS' and ${input.scope}
     group by ev.id, ev.establishment_id, ev.form_id, f.name, ev.started_at
     order by (count(*) filter (where ea.status = 'SENT_BACK')) > 0 desc, ev.started_at, f.name, ev.id
     limit ${MY_TASKS_LIMIT}`,
  );
}

/**
 * Issue 27 item 2: per evaluation in progress at the establishments the caller answers for (a DIRECTOR's own,
 * a CLIENT_MASTER's client's), the questions handed in and waiting for her review.
 */
export function reviewsWaiting(db: Db, input: { responsibleFor: SQL }) {
  return rowsOf<SharedEvaluationRow>(
    db,
    sql`
    select ev.id as evaluation_id, ev.establishment_id, ev.form_id, f.name as form_name,
           count(*)::int as questions, 0 as sent_back,
           (count(*) over ())::int as total
      from evaluation_assignments ea
      join evaluations ev on ev.id = ea.evaluation_id
      join forms f on f.id = ev.form_id
      join establishments on establishments.id = ev.establishment_id
     where ea.status = 'READY_FOR_REVIEW' and ev.status = 'IN_PROGRESS' and ${input.responsibleFor}
     group by ev.id, ev.establishment_id, ev.form_id, f.name
     order by min(ea.updated_at), f.name, ev.id
     limit ${MY_TASKS_LIMIT}`,
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
