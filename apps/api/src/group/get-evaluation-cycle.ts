import { QUALITY_CYCLE_YEARS, type GroupCycle, type GroupCycleInput } from '@qc/shared/group/cycle-schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { sql, type SQL } from 'drizzle-orm';
import { getOffset } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import type { Actor } from '../scope/actor.ts';
import { pageTotal, toNumber } from './group-row.ts';
import { resolveEstablishments } from './queries.ts';

const ORDERS: Record<NonNullable<GroupCycleInput['sort']>, SQL> = {
  name: sql`e.name asc`,
  '-name': sql`e.name desc`,
  // « À planifier » (never evaluated) is the most urgent: first when the soonest due come first.
  nextDue: sql`q.next_due asc nulls first`,
  '-nextDue': sql`q.next_due desc nulls last`,
};

type RawCycleRow = {
  id: string;
  name: string;
  city: string;
  legal_entity_name: string;
  last_on: string | null;
  next_due: string | null;
  validated_number: number | string | null;
  validated_at: Date | string | null;
  has_draft: boolean | null;
  surveys_open: number | string | null;
  total: number | string;
};

const day = (value: string | Date | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * Issue 28 item 5 (ADR 046): per site in the caller's scope (the group view's scope and filters: a DIRECTOR sees
 * hers, another client's id answers 404), the day of its last completed QUALITY self-evaluation, the next one due
 * five years later, its projet d'évaluation (latest validated version, else a draft) and its surveys open today.
 * One statement per page, cut on the server; each aggregate starts from the page's filtered establishments.
 */
export async function getEvaluationCycle(
  db: Database,
  actor: Actor,
  input: GroupCycleInput,
  now: Date = new Date(),
): Promise<GroupCycle> {
  const { where, client } = await resolveEstablishments(db, actor, input);
  const today = getParisToday(now);
  const order = ORDERS[input.sort ?? 'name'];
  const rows = await rowsOf<RawCycleRow>(
    db,
    sql`
    with est as (select e.id from establishments e where ${where}),
    q as (
      select ev.establishment_id,
        (max(ev.completed_at) at time zone 'Europe/Paris')::date as last_on,
        ((max(ev.completed_at) at time zone 'Europe/Paris')::date + ${`${QUALITY_CYCLE_YEARS} years`}::interval)::date
          as next_due
      from evaluations ev join est on est.id = ev.establishment_id
      join forms f on f.id = ev.form_id
      where ev.status = 'COMPLETED' and f.kind = 'QUALITY'
      group by ev.establishment_id
    ),
    pv as (
      select v.establishment_id,
        max(v.number) filter (where v.state = 'VALIDATED') as validated_number,
        max(v.validated_at) filter (where v.state = 'VALIDATED') as validated_at,
        bool_or(v.state = 'DRAFT') as has_draft
      from evaluation_project_versions v join est on est.id = v.establishment_id
      group by v.establishment_id
    ),
    s as (
      select sv.establishment_id, count(*) as open
      from surveys sv join est on est.id = sv.establishment_id
      where sv.state = 'OPEN' and (sv.closes_on is null or sv.closes_on >= ${today}::date)
      group by sv.establishment_id
    )
    select e.id, e.name, e.city, le.name as legal_entity_name, q.last_on::text as last_on, q.next_due::text as next_due,
      pv.validated_number, pv.validated_at, pv.has_draft, s.open as surveys_open, count(*) over () as total
    from establishments e
    join est on est.id = e.id
    join legal_entities le on le.id = e.legal_entity_id
    left join q on q.establishment_id = e.id
    left join pv on pv.establishment_id = e.id
    left join s on s.establishment_id = e.id
    order by ${order}, e.name asc, e.id asc
    limit ${input.pageSize} offset ${getOffset(input)}`,
  );
  const total = await pageTotal(db, rows, input.page, where);
  // What a campaign launched from here asks: the active QUALITY forms of the shared library and of the client.
  const clientId = client?.id ?? null;
  const qualityForms = await rowsOf<{ id: string; name: string }>(
    db,
    sql`select id, name from forms
        where kind = 'QUALITY' and status = 'ACTIVE'
          and (client_id is null ${clientId ? sql`or client_id = ${clientId}` : sql``})
        order by position, name, id`,
  );
  return {
    items: rows.map((row) => ({
      establishment: { id: row.id, name: row.name, city: row.city, legalEntityName: row.legal_entity_name },
      lastEvaluatedOn: day(row.last_on),
      nextDueOn: day(row.next_due),
      project:
        row.validated_number !== null
          ? {
              state: 'VALIDATED' as const,
              number: toNumber(row.validated_number),
              validatedAt: row.validated_at === null ? null : new Date(row.validated_at).toISOString(),
            }
          : row.has_draft
            ? { state: 'DRAFT' as const, number: null, validatedAt: null }
            : { state: 'NONE' as const, number: null, validatedAt: null },
      surveysOpen: toNumber(row.surveys_open),
    })),
    total,
    today,
    qualityForms,
  };
}
