import {
  GROUP_COMPARE_MESSAGES,
  type GroupCompareInput,
  type GroupCompareQuestionInput,
  type GroupComparison,
  type GroupQuestionComparison,
} from '@qc/shared/group/schemas';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { isConforming, scoreAnswer, toScorableQuestion, type AnswerValue } from '@qc/shared/scoring/score';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { forms } from '../db/schema-questionnaires.ts';
import { loadAnswers, loadQuestions, toAnswer } from '../evaluations/queries.ts';
import { assertPermission, notFound } from '../orpc/base.ts';
import { visibleWhere } from '../questionnaires/access.ts';
import type { Actor } from '../scope/actor.ts';
import { resolveEstablishments, rowsOf } from './service.ts';

/** An answer as the comparison judges it. */
type VerdictRow = { evaluation_id: string; question_key: string; value: AnswerValue | null; not_applicable: boolean };

type SiteRow = {
  id: string;
  name: string;
  city: string;
  evaluation_id: string | null;
  form_version: number | null;
  completed_at: string | Date | null;
  score: number | string | null;
  conformity_rate: number | string | null;
};

const toIsoOrNull = (value: string | Date | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();
const toNullableNumber = (value: number | string | null): number | null => (value === null ? null : Number(value));

/**
 * The sites in scope and filters that the form applies to (its establishment
 * categories), each with its latest completed evaluation of the form, in one
 * query. A form the caller cannot see answers like an unknown one.
 */
async function loadSites(db: Database, actor: Actor, input: GroupCompareInput) {
  assertPermission(actor, 'evaluation:read', 'document:read');
  const [form] = await db
    .select({ id: forms.id, name: forms.name, version: forms.version })
    .from(forms)
    .where(and(eq(forms.id, input.formId), visibleWhere(forms.clientId, actor)));
  if (!form) notFound(GROUP_COMPARE_MESSAGES.formNotFound);
  const { where } = await resolveEstablishments(db, actor, input);
  const sites = await rowsOf<SiteRow>(
    db,
    sql`select distinct on (e.name, e.id) e.id, e.name, e.city,
          ev.id as evaluation_id, ev.form_version, ev.completed_at,
          (ev.result->>'score')::float8 as score, (ev.result->>'conformityRate')::float8 as conformity_rate
        from establishments e
        join forms f on f.id = ${form.id}
        left join evaluations ev on ev.establishment_id = e.id and ev.form_id = f.id and ev.status = 'COMPLETED'
        where ${where}
          and (cardinality(f.establishment_categories) = 0 or e.category is null
            or e.category = any(f.establishment_categories))
        order by e.name, e.id, ev.completed_at desc nulls last`,
  );
  const evaluated = sites.filter((site) => site.evaluation_id !== null);
  const questionsByVersion = await loadQuestions(db, [
    { formId: form.id, version: form.version },
    ...[...new Set(evaluated.map((site) => site.form_version!))].map((version) => ({ formId: form.id, version })),
  ]);
  return { form, sites, evaluated, questionsByVersion };
}

/** The questions by key, the current version's first (in order), then those only older versions had. */
function questionsByKey(form: { id: string; version: number }, byVersion: Map<string, Question[]>) {
  const merged = new Map<string, Question>();
  for (const question of byVersion.get(`${form.id}:${form.version}`) ?? []) merged.set(question.key, question);
  for (const [key, list] of byVersion) {
    if (key === `${form.id}:${form.version}`) continue;
    for (const question of list) if (!merged.has(question.key)) merged.set(question.key, question);
  }
  return merged;
}

/** Issue 17 item 2: per question, who is not conforming, the rate across the group, the impératifs failed. */
export async function compareForm(db: Database, actor: Actor, input: GroupCompareInput): Promise<GroupComparison> {
  const { form, sites, evaluated, questionsByVersion } = await loadSites(db, actor, input);
  // Only what judges an answer (value, N/A): at 200 sites that is 100 answers a site, and their comments,
  // authors and proofs (shown one question at a time by compareQuestion) would triple the cost (bench, issue 17).
  const answersByEvaluation = new Map<string, Map<string, VerdictRow>>();
  const evaluationIds = evaluated.map((site) => site.evaluation_id!);
  const rows =
    evaluationIds.length === 0
      ? []
      : await rowsOf<VerdictRow>(
          db,
          sql`select evaluation_id, question_key, value, not_applicable from answers
              where evaluation_id in (${sql.join(
                evaluationIds.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        );
  for (const row of rows) {
    const byKey = answersByEvaluation.get(row.evaluation_id) ?? new Map<string, VerdictRow>();
    byKey.set(row.question_key, row);
    answersByEvaluation.set(row.evaluation_id, byKey);
  }
  const scorableByVersion = new Map(
    [...questionsByVersion].map(([key, list]) => [
      key,
      new Map(list.map((question) => [question.key, toScorableQuestion(question)])),
    ]),
  );
  const merged = questionsByKey(form, questionsByVersion);
  const tallies = new Map(
    [...merged.keys()].map((key) => [
      key,
      { conforming: 0, nonConforming: 0, notApplicable: 0, unanswered: 0, sites: [] as SiteRow[] },
    ]),
  );
  for (const site of evaluated) {
    // Each answer is judged against the question of the version its evaluation answered (as toAnswer does).
    const versionQuestions = scorableByVersion.get(`${form.id}:${site.form_version}`) ?? new Map();
    const answers = answersByEvaluation.get(site.evaluation_id!) ?? new Map<string, VerdictRow>();
    for (const [key, tally] of tallies) {
      const row = answers.get(key);
      const question = versionQuestions.get(key);
      if (!row || !question) {
        tally.unanswered += 1;
        continue;
      }
      if (row.not_applicable) {
        tally.notApplicable += 1;
        continue;
      }
      const value = row.value;
      const score = value === null ? null : scoreAnswer(question, value);
      const conforming = score === null ? null : isConforming(question, value);
      if (conforming === true) tally.conforming += 1;
      else if (conforming === false) {
        tally.nonConforming += 1;
        tally.sites.push(site);
      } else tally.unanswered += 1;
    }
  }
  return {
    form: { id: form.id, name: form.name, version: form.version },
    sites: sites.map((site) => ({
      id: site.id,
      name: site.name,
      city: site.city,
      evaluationId: site.evaluation_id,
      completedAt: toIsoOrNull(site.completed_at),
      formVersion: site.form_version,
      score: toNullableNumber(site.score),
      conformityRate: toNullableNumber(site.conformity_rate),
    })),
    questions: [...merged.values()].map((question) => {
      const tally = tallies.get(question.key)!;
      const applicable = tally.conforming + tally.nonConforming;
      return {
        key: question.key,
        label: question.label,
        position: question.position,
        reference: question.reference ?? null,
        isCritical: question.isCritical,
        conforming: tally.conforming,
        nonConforming: tally.nonConforming,
        notApplicable: tally.notApplicable,
        unanswered: tally.unanswered,
        conformityRate: applicable === 0 ? null : (tally.conforming / applicable) * 100,
        nonConformingSites: tally.sites.map((site) => ({ id: site.id, name: site.name, city: site.city })),
      };
    }),
  };
}

/** From one question: each site's answer, comment and proof in its latest completed evaluation. */
export async function compareQuestion(
  db: Database,
  actor: Actor,
  input: GroupCompareQuestionInput,
): Promise<GroupQuestionComparison> {
  const { form, sites, evaluated, questionsByVersion } = await loadSites(db, actor, input);
  const question = questionsByKey(form, questionsByVersion).get(input.questionKey);
  if (!question) notFound(GROUP_COMPARE_MESSAGES.questionNotFound);
  const answersByEvaluation = await loadAnswers(
    db,
    evaluated.map((site) => site.evaluation_id!),
    input.questionKey,
  );
  return {
    question: {
      key: question.key,
      label: question.label,
      reference: question.reference ?? null,
      isCritical: question.isCritical,
      expectedDocument: question.expectedDocument ?? null,
      type: question.type,
      scale: question.scale,
    },
    rows: sites.map((site) => {
      const item = site.evaluation_id ? answersByEvaluation.get(site.evaluation_id)?.[0] : undefined;
      const versionQuestion = (questionsByVersion.get(`${form.id}:${site.form_version}`) ?? []).find(
        (candidate) => candidate.key === input.questionKey,
      );
      return {
        site: { id: site.id, name: site.name, city: site.city },
        evaluationId: site.evaluation_id,
        completedAt: toIsoOrNull(site.completed_at),
        answer: item ? toAnswer(versionQuestion, item) : null,
      };
    }),
  };
}
