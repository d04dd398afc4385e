import { GROUP_EXPIRING_DOCUMENT_DAYS, type GroupSort, type GroupViewInput } from '@qc/shared/group/schemas';
import { sql, type SQL } from 'drizzle-orm';
import { COUNTS_FROM } from '../campaigns/cells.ts';
import { getOffset } from '../common/pagination.ts';

/** SQL order of each sort key; the name and the id break ties, so pages never overlap. */
const ORDERS: Record<GroupSort, SQL> = {
  name: sql`e.name asc`,
  '-name': sql`e.name desc`,
  city: sql`e.city asc`,
  '-city': sql`e.city desc`,
  score: sql`o.score asc nulls first`,
  '-score': sql`o.score desc nulls last`,
  lastEvaluation: sql`o.last_completed_at asc nulls first`,
  '-lastEvaluation': sql`o.last_completed_at desc nulls last`,
  // Late by age (in progress too long) or past a campaign's deadline: both say the site is behind.
  lateEvaluations: sql`coalesce(p.late, 0) + coalesce(cp.late, 0) asc`,
  '-lateEvaluations': sql`coalesce(p.late, 0) + coalesce(cp.late, 0) desc`,
  overdueActions: sql`coalesce(a.overdue, 0) asc`,
  '-overdueActions': sql`coalesce(a.overdue, 0) desc`,
  documents: sql`coalesce(d.missing, 0) + coalesce(d.expiring, 0) + coalesce(w.expiring, 0) asc`,
  '-documents': sql`coalesce(d.missing, 0) + coalesce(d.expiring, 0) + coalesce(w.expiring, 0) desc`,
};

/**
 * Issue 17 item 1. One SQL statement per page: the establishments in scope and
 * filters, each joined to its aggregates (latest completed evaluation of each
 * form by category, evaluations in progress and late, open and overdue
 * actions, mandatory documents without a valid proof or about to lose it, the
 * current agreement), counted with a window, sorted and cut on the server.
 * Every aggregate starts from the filtered establishments and reaches its
 * table through the establishment-id indexes, so a page costs the same
 * whatever the size of the other clients.
 */
export function groupPageQuery(input: {
  where: SQL;
  today: string;
  /** Evaluations started before this instant are late. */
  lateBefore: string;
  page: Pick<GroupViewInput, 'page' | 'pageSize' | 'sort'>;
}): SQL {
  const { where, today, lateBefore, page } = input;
  const order = ORDERS[page.sort ?? 'name'];
  return sql`
    with est as (
      select e.id from establishments e where ${where}
    ),
    -- DESIGN §5: category and establishment scores aggregate the latest completed evaluation of each form.
    latest as (
      select distinct on (ev.establishment_id, ev.form_id)
        ev.id, ev.establishment_id, ev.form_id, ev.form_version, ev.completed_at, f.category_id,
        (ev.result->>'score')::float8 as score,
        (ev.result->>'conformityRate')::float8 as conformity_rate
      from evaluations ev
      join est on est.id = ev.establishment_id
      join forms f on f.id = ev.form_id
      where ev.status = 'COMPLETED'
      order by ev.establishment_id, ev.form_id, ev.completed_at desc
    ),
    cells as (
      select establishment_id, category_id, avg(score) as score, avg(conformity_rate) as conformity_rate,
        count(*) as evaluated, max(completed_at) as last_completed_at
      from latest group by establishment_id, category_id
    ),
    cell_list as (
      select establishment_id, json_agg(json_build_object(
          'categoryId', category_id, 'score', score, 'conformityRate', conformity_rate,
          'evaluatedForms', evaluated, 'lastCompletedAt', last_completed_at)) as cells
      from cells group by establishment_id
    ),
    o as (
      select establishment_id, avg(score) as score, max(completed_at) as last_completed_at
      from latest group by establishment_id
    ),
    p as (
      select ev.establishment_id, count(*) as in_progress,
        count(*) filter (where ev.started_at < ${lateBefore}::timestamptz) as late,
        min(ev.started_at) as oldest_started_at
      from evaluations ev join est on est.id = ev.establishment_id
      where ev.status = 'IN_PROGRESS'
      group by ev.establishment_id
    ),
    -- Issue 17 item 3 (ADR 030): open campaigns past their deadline with a form not completed since their start.
    cp as (
      select ce.establishment_id, count(*) as late
      from campaign_establishments ce join est on est.id = ce.establishment_id
      join campaigns c on c.id = ce.campaign_id
      where c.status = 'OPEN' and c.deadline < ${today}::date
        and exists (
          select 1 from campaign_forms cf
          where cf.campaign_id = c.id
            and not exists (
              select 1 from evaluations ev
              where ev.establishment_id = ce.establishment_id and ev.form_id = cf.form_id
                and ev.status = 'COMPLETED' and ev.completed_at >= ${COUNTS_FROM}))
      group by ce.establishment_id
    ),
    a as (
      select ac.establishment_id, count(*) as open,
        count(*) filter (where ac.due_date < ${today}::date) as overdue
      from actions ac join est on est.id = ac.establishment_id
      where ac.status in ('TODO', 'IN_PROGRESS')
      group by ac.establishment_id
    ),
    -- The evaluation that speaks for each form: the one in progress, else the latest completed.
    cur as (
      select distinct on (ev.establishment_id, ev.form_id) ev.id, ev.establishment_id, ev.form_id, ev.form_version
      from evaluations ev join est on est.id = ev.establishment_id
      order by ev.establishment_id, ev.form_id, (ev.status = 'IN_PROGRESS') desc, ev.completed_at desc nulls last
    ),
    -- Per mandatory document: the end of validity of its best proof (infinity: one never expires).
    proofs as (
      select cur.establishment_id, best.valid_until
      from cur
      join questions q on q.form_id = cur.form_id and q.version = cur.form_version and q.is_document_required
      left join answers an on an.evaluation_id = cur.id and an.question_key = q.key
      -- A proof renewed since (issue 17 item 4) counts with its line's newest versions: a completed
      -- evaluation keeps the proof it was given, the document it stands for is up to date.
      left join lateral (
        select max(coalesce(v.valid_until, 'infinity'::date)) as valid_until
        from answer_evidence ae join documents doc on doc.id = ae.document_id
        cross join lateral (
          select doc.valid_until
          union all
          select n.valid_until from documents n where n.lineage_id = coalesce(doc.lineage_id, doc.id)
        ) v
        where ae.answer_id = an.id
      ) best on true
      -- An impératif cannot be N/A: its document stays required (as in the evaluation's own result).
      where not (coalesce(an.not_applicable, false) and not q.is_critical)
    ),
    d as (
      select establishment_id,
        count(*) filter (where valid_until is null or valid_until < ${today}::date) as missing,
        count(*) filter (where valid_until >= ${today}::date
          and valid_until <= ${today}::date + ${GROUP_EXPIRING_DOCUMENT_DAYS}::int) as expiring,
        min(valid_until) filter (where valid_until >= ${today}::date and valid_until <> 'infinity'::date) as next_expiry
      from proofs group by establishment_id
    ),
    -- Issue 17 item 4: the establishment's own documents (projet, règlement, agrément…) about to lapse, not yet renewed.
    w as (
      select doc.establishment_id, count(*) as expiring, min(doc.valid_until) as next_expiry
      from documents doc join est on est.id = doc.establishment_id
      where doc.purpose = 'ESTABLISHMENT' and doc.replaced_by_id is null
        and doc.valid_until >= ${today}::date
        and doc.valid_until <= ${today}::date + ${GROUP_EXPIRING_DOCUMENT_DAYS}::int
      group by doc.establishment_id
    ),
    -- The agreement that speaks for the establishment: the latest active one, else the latest request.
    g as (
      select distinct on (ag.establishment_id) ag.establishment_id, ag.status, ag.number, ag.agreement_date, ag.end_date
      from agreements ag join est on est.id = ag.establishment_id
      order by ag.establishment_id, (ag.status = 'ACTIVE') desc, coalesce(ag.agreement_date, ag.request_date) desc
    )
    select e.id, e.name, e.address, e.postal_code, e.city, e.category, e.client_id, cl.name as client_name,
      e.legal_entity_id, le.name as legal_entity_name,
      o.score, o.last_completed_at, cl_cells.cells,
      p.in_progress, p.late, p.oldest_started_at, cp.late as campaigns_late,
      a.open as actions_open, a.overdue as actions_overdue,
      d.missing as documents_missing, d.expiring as documents_expiring, d.next_expiry,
      w.expiring as establishment_documents_expiring, w.next_expiry as next_establishment_document_expiry,
      (select count(*) from obligation_occurrences oo
        where oo.establishment_id = e.id and oo.closed_at is null and oo.due_date < ${today}::date) as obligations_late,
      g.status as agreement_status, g.number as agreement_number, g.agreement_date, g.end_date as agreement_end_date,
      count(*) over () as total
    from establishments e
    join est on est.id = e.id
    join legal_entities le on le.id = e.legal_entity_id
    join clients cl on cl.id = e.client_id
    left join o on o.establishment_id = e.id
    left join cell_list cl_cells on cl_cells.establishment_id = e.id
    left join p on p.establishment_id = e.id
    left join cp on cp.establishment_id = e.id
    left join a on a.establishment_id = e.id
    left join d on d.establishment_id = e.id
    left join w on w.establishment_id = e.id
    left join g on g.establishment_id = e.id
    order by ${order}, e.name asc, e.id asc
    limit ${page.pageSize} offset ${getOffset(page)}`;
}
