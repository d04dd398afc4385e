import {
  BOARD_DEFAULT_MONTHS,
  BOARD_MAX_PERIOD_DAYS,
  BOARD_MESSAGES,
  BOARD_TOP_GAPS,
  BOARD_TREND_LENGTH,
  type BoardReportInput,
} from '@qc/shared/board/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loadAnswers, loadQuestions, toAnswer } from '../evaluations/queries.ts';
import { resolveEstablishments, rowsOf } from '../group/queries.ts';
import { assertPermission, fieldError, notFound } from '../orpc/base.ts';
import type { Actor } from '../scope/actor.ts';

/** One cell of the establishment × category table: the latest evaluation of each form of the period, averaged. */
export type BoardCell = {
  categoryId: string | null;
  score: number | null;
  conformityRate: number | null;
  forms: number;
};

export type BoardEstablishment = {
  id: string;
  name: string;
  city: string;
  legalEntityName: string;
  /** Mean of the latest score of each form evaluated in the period (DESIGN §5); null when none was. */
  score: number | null;
  conformityRate: number | null;
  evaluatedForms: number;
  /** Evaluations completed in the period. */
  evaluations: number;
  cells: BoardCell[];
  /** The last BOARD_TREND_LENGTH evaluations of the period, oldest first. */
  trend: Array<{ completedAt: string; formName: string; score: number | null }>;
  /**
   * Mean change of each form's latest score of the period against the evaluation of the same form before it
   * (whenever it was); null when no form has been evaluated twice.
   */
  change: number | null;
  actions: {
    total: number;
    todo: number;
    inProgress: number;
    done: number;
    cancelled: number;
    overdue: number;
    doneInPeriod: number;
    /** Mean progress (0–100) of the actions not cancelled. */
    meanProgress: number | null;
  };
};

export type BoardGap = {
  formName: string;
  label: string;
  reference: string | null;
  isCritical: boolean;
  /** Establishments whose latest evaluation of the form in the period answered it non-conforming. */
  sites: number;
  /** Establishments that answered it (N/A apart): `sites` out of this many. */
  answered: number;
  siteNames: string[];
};

export type BoardCriticalFailure = {
  establishmentName: string;
  formName: string;
  label: string;
  reference: string | null;
  completedAt: string;
};

export type BoardReportData = {
  client: { id: string; name: string } | null;
  period: { from: string; to: string };
  categories: Array<{ id: string | null; name: string }>;
  establishments: BoardEstablishment[];
  gaps: BoardGap[];
  criticalFailures: BoardCriticalFailure[];
  totals: {
    establishments: number;
    evaluatedEstablishments: number;
    evaluations: number;
    score: number | null;
    actionsOpen: number;
    actionsOverdue: number;
    actionsDoneInPeriod: number;
    criticalFailures: number;
  };
  generatedAt: Date;
};

type EvaluationRow = {
  id: string;
  establishment_id: string;
  form_id: string;
  form_version: number;
  form_name: string;
  category_id: string | null;
  completed_at: string | Date;
  score: number | string | null;
  conformity_rate: number | string | null;
};

type ActionRow = {
  establishment_id: string;
  total: number | string;
  todo: number | string;
  in_progress: number | string;
  done: number | string;
  cancelled: number | string;
  overdue: number | string;
  done_in_period: number | string;
  mean_progress: number | string | null;
};

const toNumber = (value: number | string | null | undefined) => Number(value ?? 0);
const toNullable = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);
const toIso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();
function mean(values: Array<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length > 0 ? known.reduce((sum, value) => sum + value, 0) / known.length : null;
}

/** The period asked, else the last twelve months up to today (Paris). */
export function resolvePeriod(
  input: Pick<BoardReportInput, 'from' | 'to'>,
  now = new Date(),
): { from: string; to: string } {
  const to = input.to ?? getParisToday(now);
  if (input.from) return { from: input.from, to };
  const start = new Date(`${to}T12:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - BOARD_DEFAULT_MONTHS);
  start.setUTCDate(start.getUTCDate() + 1);
  return { from: start.toISOString().slice(0, 10), to };
}

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
  assertPermission(actor, 'report:read', 'evaluation:read', 'action-plan:read');
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
            (ev.result->>'conformityRate')::float8 as conformity_rate
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
  const [answersByEvaluation, questionsByVersion] = await Promise.all([
    loadAnswers(
      db,
      latestRows.map((row) => row.id),
    ),
    loadQuestions(db, [
      ...new Map(
        latestRows.map((row) => [
          `${row.form_id}:${row.form_version}`,
          { formId: row.form_id, version: row.form_version },
        ]),
      ).values(),
    ]),
  ]);
  const siteNames = new Map(sites.map((site) => [site.id, site.name]));
  const gaps = new Map<string, BoardGap>();
  const criticalFailures: BoardCriticalFailure[] = [];
  for (const evaluation of latestRows) {
    const questions = new Map(
      (questionsByVersion.get(`${evaluation.form_id}:${evaluation.form_version}`) ?? []).map((question) => [
        question.key,
        question,
      ]),
    );
    for (const item of answersByEvaluation.get(evaluation.id) ?? []) {
      const question = questions.get(item.row.questionKey);
      if (!question) continue;
      const answer = toAnswer(question, item);
      if (answer.notApplicable || answer.isConforming === null) continue;
      const key = `${evaluation.form_id}|${question.key}`;
      const gap = gaps.get(key) ?? {
        formName: evaluation.form_name,
        label: question.label,
        reference: question.reference ?? null,
        isCritical: question.isCritical,
        sites: 0,
        answered: 0,
        siteNames: [],
      };
      gap.answered += 1;
      if (answer.isConforming === false) {
        gap.sites += 1;
        gap.siteNames.push(siteNames.get(evaluation.establishment_id) ?? '');
        if (question.isCritical) {
          criticalFailures.push({
            establishmentName: siteNames.get(evaluation.establishment_id) ?? '',
            formName: evaluation.form_name,
            label: question.label,
            reference: question.reference ?? null,
            completedAt: toIso(evaluation.completed_at),
          });
        }
      }
      gaps.set(key, gap);
    }
  }

  const actionsBySite = new Map(actionRows.map((row) => [row.establishment_id, row]));
  const usedCategories = new Set<string | null>();
  const establishments: BoardEstablishment[] = sites.map((site) => {
    const forms = latestRows.filter((row) => row.establishment_id === site.id);
    const byCategory = new Map<string | null, EvaluationRow[]>();
    for (const row of forms) byCategory.set(row.category_id, [...(byCategory.get(row.category_id) ?? []), row]);
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
          sql`select id, name from categories where id in (${sql.join(
            categoryIds.map((id) => sql`${id}`),
            sql`, `,
          )}) order by position, name, id`,
        )
      : [];
  const categories: BoardReportData['categories'] = [
    ...categoryRows,
    ...(usedCategories.has(null) ? [{ id: null, name: 'Autres questionnaires' }] : []),
  ];

  for (const gap of gaps.values()) gap.siteNames.sort((a, b) => a.localeCompare(b, 'fr'));
  const sortedGaps = [...gaps.values()]
    .filter((gap) => gap.sites > 0)
    .sort(
      (a, b) =>
        b.sites - a.sites ||
        Number(b.isCritical) - Number(a.isCritical) ||
        a.formName.localeCompare(b.formName, 'fr') ||
        a.label.localeCompare(b.label, 'fr'),
    )
    .slice(0, BOARD_TOP_GAPS);
  criticalFailures.sort(
    (a, b) =>
      a.establishmentName.localeCompare(b.establishmentName, 'fr') || a.formName.localeCompare(b.formName, 'fr'),
  );

  return {
    client,
    period,
    categories,
    establishments,
    gaps: sortedGaps,
    criticalFailures,
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
