import { MY_TASKS_LIMIT } from '@qc/shared/tasks/schemas';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of.ts';
import { day, idList, type Db } from './task-sql.ts';

/** « Mes tâches »: the statements about campaigns and evaluations (issue 27 items 1 and 2), bounded and scoped. */

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
