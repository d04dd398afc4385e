import {
  BOARD_MAX_PERIOD_DAYS,
  BOARD_MESSAGES,
  BOARD_TREND_LENGTH,
  type BoardReportInput,
} from '@qc/shared/board/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { and, inArray, sql } from 'drizzle-orm';
import { fieldError, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { resolveEstablishments } from '../group/queries.ts';
import { incidents } from '../db/schema-incidents.ts';
import { summariseIncidents } from '../incidents/get-incident-stats.ts';
import { periodWhere, readRegisterRows } from '../incidents/register-rows.ts';
import type { Actor } from '../scope/actor.ts';
import { findGaps } from './gaps.ts';
import {
  mean,
  resolvePeriod,
  toIso,
  toNullable,
  toNumber,
  type ActionRow,
  type BoardEstablishment,
  type BoardReportData,
  type EvaluationRow,
} from './report-data.ts';
import { sqlList } from '../common/sql-list.ts';
import { groupBy } from '../common/group-by.ts';

/**
 * Issue 17 item 5: the board report's figures, read once and shared by the PDF
 * and the spreadsheet so they never disagree. The scope is the group view's
 * (DESIGN §3; an ADMIN names the client); the period's days are Paris days.
 * Scores follow DESIGN §5: per establishment and category, the latest
 * evaluation of each form completed in the period, averaged.
 */
export async function getBoardReport(
  db: Database,
  actor: Actor,
  input: BoardReportInput,
  now: Date = new Date(),
): Promise<BoardReportData> {
  // The group view's scope and filters (legal entity, category, city, name search): the sites the manager sees.
  const { where, scopeWhere, client } = await resolveEstablishments(db, actor, input);
  if (input.legalEntityId) {
    // A file is dated, so an empty report for another client's legal entity would not read as an unknown
    // one's byte for byte: a legal entity with no site in scope is refused, foreign or unknown alike.
    const [known] = await rowsOf<{ found: number }>(
      db,
      sql`select 1 as found from establishments e where ${scopeWhere} and e.legal_entity_id = ${input.legalEntityId} limit 1`,
    );
    if (!known) notFound(BOARD_MESSAGES.legalEntityNotFound);
  }
  const period = resolvePeriod(input, now);
  // The schema checks a period given whole; one given by its start alone ends today, checked here alike.
  if (period.from > period.to) fieldError('from', BOARD_MESSAGES.periodReversed);
  if ((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 > BOARD_MAX_PERIOD_DAYS) {
    fieldError('from', BOARD_MESSAGES.periodTooLong);
  }
  const today = getParisToday(now);
  // The period's bounds as instants: midnight in Paris on its first day, and on the day after its last.
  const start = sql`(${period.from}::date)::timestamp at time zone 'Europe/Paris'`;
  const end = sql`(${period.to}::date + 1)::timestamp at time zone 'Europe/Paris'`;

  const [sites, evaluations, actionRows] = await Promise.all([
    rowsOf<{ id: string; name: string; city: string; legal_entity_name: string }>(
      db,
      sql`select e.id, e.name, e.city, le.name as legal_entity_name
          from establishments e join legal_entities le on le.id = e.legal_entity_id
          where ${where} order by e.name, e.id`,
    ),
    // Every completed evaluation up to the end of the period: those before it give each form's previous score.
    rowsOf<EvaluationRow>(
      db,
      sql`select ev.id, ev.establishment_id, ev.form_id, ev.form_version, f.name as form_name, f.category_id,
            ev.completed_at, (ev.result->>'score')::float8 as score,
            (ev.result->>'conformityRate')::float8 as conformity_rate, ev.applicability->'excluded' as excluded
          from evaluations ev
          join establishments e on e.id = ev.establishment_id
          join forms f on f.id = ev.form_id
          where ${where} and ev.status = 'COMPLETED' and ev.completed_at < ${end}
          order by ev.establishment_id, ev.completed_at, ev.id`,
    ),
    // The action plans as they stand, for the actions created by the end of the period.
    rowsOf<ActionRow>(
      db,
      sql`select ac.establishment_id, count(*) as total,
            count(*) filter (where ac.status = 'TODO') as todo,
            count(*) filter (where ac.status = 'IN_PROGRESS') as in_progress,
            count(*) filter (where ac.status = 'DONE') as done,
            count(*) filter (where ac.status = 'CANCELLED') as cancelled,
            count(*) filter (where ac.status in ('TODO', 'IN_PROGRESS') and ac.due_date < ${today}::date) as overdue,
            count(*) filter (where ac.status = 'DONE' and ac.completed_at >= ${start} and ac.completed_at < ${end})
              as done_in_period,
            avg(ac.progress) filter (where ac.status <> 'CANCELLED') as mean_progress
          from actions ac join establishments e on e.id = ac.establishment_id
          where ${where} and ac.created_at < ${end}
          group by ac.establishment_id`,
    ),
  ]);

  // The period's events at these sites, for a reader who handles events, with the register's own visibility.
  const incidentStats =
    actor.permissions.has('incident:manage') && sites.length > 0
      ? summariseIncidents(
          await readRegisterRows(
            db,
            actor,
            and(
              periodWhere(period.from, period.to),
              inArray(
                incidents.establishmentId,
                sites.map((site) => site.id),
              ),
            ),
            now,
          ),
        )
      : null;

  const [startRow] = await rowsOf<{ at: string | Date }>(db, sql`select ${start} as at`);
  const startsAt = new Date(toIso(startRow!.at)).getTime();
  const inPeriod = (row: EvaluationRow) => new Date(toIso(row.completed_at)).getTime() >= startsAt;

  // Per establishment and form: the latest evaluation of the period, and the one before it (any time).
  const latest = new Map<string, EvaluationRow>();
  const previous = new Map<string, EvaluationRow>();
  for (const row of evaluations) {
    const key = `${row.establishment_id}|${row.form_id}`;
    if (!inPeriod(row)) {
      previous.set(key, row);
      continue;
    }
    const current = latest.get(key);
    if (current) previous.set(key, current);
    latest.set(key, row);
  }

  // Non-conformities of those latest evaluations, each answer judged against the version it answered.
  const latestRows = [...latest.values()];
  const { gaps: sortedGaps, criticalFailures } = await findGaps(db, latestRows, sites);

  const actionsBySite = new Map(actionRows.map((row) => [row.establishment_id, row]));
  const usedCategories = new Set<string | null>();
  const establishments: BoardEstablishment[] = sites.map((site) => {
    const forms = latestRows.filter((row) => row.establishment_id === site.id);
    const byCategory = groupBy(forms, (row) => row.category_id);
    for (const category of byCategory.keys()) usedCategories.add(category);
    const ofPeriod = evaluations.filter((row) => row.establishment_id === site.id && inPeriod(row));
    const changes = forms
      .map((row) => {
        const before = previous.get(`${row.establishment_id}|${row.form_id}`);
        const [now, then] = [toNullable(row.score), before ? toNullable(before.score) : null];
        return now !== null && then !== null ? now - then : null;
      })
      .filter((value): value is number => value !== null);
    const actions = actionsBySite.get(site.id);
    return {
      id: site.id,
      name: site.name,
      city: site.city,
      legalEntityName: site.legal_entity_name,
      score: mean(forms.map((row) => toNullable(row.score))),
      conformityRate: mean(forms.map((row) => toNullable(row.conformity_rate))),
      evaluatedForms: forms.length,
      evaluations: ofPeriod.length,
      cells: [...byCategory].map(([categoryId, rows]) => ({
        categoryId,
        score: mean(rows.map((row) => toNullable(row.score))),
        conformityRate: mean(rows.map((row) => toNullable(row.conformity_rate))),
        forms: rows.length,
      })),
      trend: ofPeriod.slice(-BOARD_TREND_LENGTH).map((row) => ({
        completedAt: toIso(row.completed_at),
        formName: row.form_name,
        score: toNullable(row.score),
      })),
      change: mean(changes),
      actions: {
        total: toNumber(actions?.total),
        todo: toNumber(actions?.todo),
        inProgress: toNumber(actions?.in_progress),
        done: toNumber(actions?.done),
        cancelled: toNumber(actions?.cancelled),
        overdue: toNumber(actions?.overdue),
        doneInPeriod: toNumber(actions?.done_in_period),
        meanProgress: toNullable(actions?.mean_progress),
      },
    };
  });

  const categoryIds = [...usedCategories].filter((id): id is string => id !== null);
  const categoryRows =
    categoryIds.length > 0
      ? await rowsOf<{ id: string; name: string }>(
          db,
          sql`select id, name from categories where id in (${sqlList(categoryIds)}) order by position, name, id`,
        )
      : [];
  const categories: BoardReportData['categories'] = [
    ...categoryRows,
    ...(usedCategories.has(null) ? [{ id: null, name: 'Autres questionnaires' }] : []),
  ];
  return {
    client,
    period,
    categories,
    establishments,
    gaps: sortedGaps,
    criticalFailures,
    incidents: incidentStats,
    totals: {
      establishments: establishments.length,
      evaluatedEstablishments: establishments.filter((site) => site.evaluatedForms > 0).length,
      evaluations: establishments.reduce((sum, site) => sum + site.evaluations, 0),
      score: mean(establishments.map((site) => site.score)),
      actionsOpen: establishments.reduce((sum, site) => sum + site.actions.todo + site.actions.inProgress, 0),
      actionsOverdue: establishments.reduce((sum, site) => sum + site.actions.overdue, 0),
      actionsDoneInPeriod: establishments.reduce((sum, site) => sum + site.actions.doneInPeriod, 0),
      criticalFailures: criticalFailures.length,
    },
    generatedAt: now,
  };
}
