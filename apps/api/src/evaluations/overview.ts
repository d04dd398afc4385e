import {
  EVALUATION_MESSAGES,
  type EvaluationComparison,
  type EvaluationOverview,
} from '@qc/shared/evaluations/schemas';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { toIso } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { answers } from '../db/schema-evaluations.ts';
import { categories, evaluations, forms, questions } from '../db/schema-questionnaires.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { notFound } from '../common/domain-errors.ts';
import { visibleWhere } from '../questionnaires/access.ts';
import { toForms } from '../questionnaires/forms-queries.ts';
import type { Actor } from '../scope/actor.ts';
import { getParisToday } from '@qc/shared/validation/dates';
import { hasOnlyExpiredProofs } from './expired-proofs.ts';
import {
  computeResult,
  findEvaluationInScope,
  findEvaluationRecords,
  loadAnswers,
  loadQuestions,
  toAnswer,
  toEvaluation,
} from './queries.ts';

/** Per last completed evaluation, its mandatory documents left with expired proofs only: two queries in all. */
async function countExpiredProofs(
  db: Database,
  completed: Array<{ id: string; formId: string; formVersion: number }>,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (completed.length === 0) return counts;
  const [questionsByVersion, answersByEvaluation] = await Promise.all([
    loadQuestions(
      db,
      completed.map((item) => ({ formId: item.formId, version: item.formVersion })),
    ),
    loadAnswers(
      db,
      completed.map((item) => item.id),
    ),
  ]);
  const today = getParisToday();
  for (const item of completed) {
    const questionsByKey = new Map(
      (questionsByVersion.get(`${item.formId}:${item.formVersion}`) ?? []).map((question) => [question.key, question]),
    );
    let total = 0;
    for (const answer of answersByEvaluation.get(item.id) ?? []) {
      const question = questionsByKey.get(answer.row.questionKey);
      if (question && hasOnlyExpiredProofs(question, toAnswer(question, answer), today)) total += 1;
    }
    counts.set(item.id, total);
  }
  return counts;
}

/**
 * The forms an establishment evaluates (active, shared or its client's, applying to
 * its category) with their evaluation in progress and last completed one: five
 * queries whatever the number of forms.
 */
export async function getEvaluationOverview(
  db: Database,
  actor: Actor,
  establishmentId: string,
): Promise<EvaluationOverview> {
  const [establishment] = await db
    .select({ id: establishments.id, clientId: establishments.clientId, category: establishments.category })
    .from(establishments)
    .where(and(eq(establishments.id, establishmentId), establishmentScopeWhere(await actor.getScope())));
  if (!establishment) notFound(EVALUATION_MESSAGES.establishmentNotFound);

  const formWhere: SQL[] = [
    visibleWhere(forms.clientId, actor),
    or(isNull(forms.clientId), eq(forms.clientId, establishment.clientId)) as SQL,
    eq(forms.status, 'ACTIVE'),
  ];
  if (establishment.category) {
    formWhere.push(
      sql`(cardinality(${forms.establishmentCategories}) = 0 or ${establishment.category} = any(${forms.establishmentCategories}))`,
    );
  }
  const rows = await db
    .select({ form: forms, categoryPosition: categories.position })
    .from(forms)
    .leftJoin(categories, eq(categories.id, forms.categoryId))
    .where(and(...formWhere))
    .orderBy(asc(categories.position), asc(forms.position), asc(forms.name));
  const formIds = rows.map((row) => row.form.id);
  const [formItems, evaluationRows] = await Promise.all([
    toForms(
      db,
      rows.map((row) => row.form),
    ),
    formIds.length
      ? db
          .select()
          .from(evaluations)
          .where(and(eq(evaluations.establishmentId, establishment.id), inArray(evaluations.formId, formIds)))
          .orderBy(desc(evaluations.completedAt))
      : Promise.resolve([]),
  ]);

  const inProgress = evaluationRows.filter((row) => row.status === 'IN_PROGRESS');
  const [answeredRows, totalRows] = inProgress.length
    ? await Promise.all([
        db
          .select({ evaluationId: answers.evaluationId, total: count() })
          .from(answers)
          .where(
            and(
              inArray(
                answers.evaluationId,
                inProgress.map((row) => row.id),
              ),
              or(eq(answers.notApplicable, true), sql`${answers.value} is not null`),
            ),
          )
          .groupBy(answers.evaluationId),
        db
          .select({ formId: questions.formId, version: questions.version, total: count() })
          .from(questions)
          .where(
            or(
              ...inProgress.map((row) => and(eq(questions.formId, row.formId), eq(questions.version, row.formVersion))),
            ),
          )
          .groupBy(questions.formId, questions.version),
      ])
    : [[], []];
  const answered = new Map(answeredRows.map((row) => [row.evaluationId, row.total]));
  const expired = await countExpiredProofs(
    db,
    rows.flatMap((row) => {
      const completed = evaluationRows.find((item) => item.formId === row.form.id && item.status === 'COMPLETED');
      return completed ? [completed] : [];
    }),
  );
  const totals = new Map(totalRows.map((row) => [`${row.formId}:${row.version}`, row.total]));

  return {
    establishmentId: establishment.id,
    forms: rows.map((row, index) => {
      const current = inProgress.find((item) => item.formId === row.form.id);
      // Ordered by completion date, newest first.
      const completed = evaluationRows.find((item) => item.formId === row.form.id && item.status === 'COMPLETED');
      return {
        form: formItems[index]!,
        categoryPosition: row.categoryPosition,
        inProgress: current
          ? {
              id: current.id,
              answered: answered.get(current.id) ?? 0,
              total: totals.get(`${current.formId}:${current.formVersion}`) ?? 0,
              startedAt: toIso(current.startedAt),
            }
          : null,
        lastCompleted:
          completed && completed.completedAt
            ? {
                id: completed.id,
                score: completed.result?.score ?? null,
                conformityRate: completed.result?.conformityRate ?? null,
                completedAt: toIso(completed.completedAt),
                expiredMandatoryDocuments: expired.get(completed.id) ?? 0,
              }
            : null,
      };
    }),
  };
}

/** Question by question against the previous completed evaluation of the same form and establishment. */
export async function compareEvaluation(db: Database, actor: Actor, id: string): Promise<EvaluationComparison> {
  const current = await findEvaluationInScope(db, actor, id);
  const [previousRow] = await db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(
      and(
        eq(evaluations.establishmentId, current.evaluation.establishmentId),
        eq(evaluations.formId, current.evaluation.formId),
        eq(evaluations.status, 'COMPLETED'),
        sql`${evaluations.id} <> ${id}`,
        current.evaluation.completedAt
          ? sql`${evaluations.completedAt} < ${current.evaluation.completedAt.toISOString()}`
          : undefined,
      ),
    )
    .orderBy(desc(evaluations.completedAt))
    .limit(1);
  const [previous] = previousRow ? await findEvaluationRecords(db, [previousRow.id]) : [];
  const records = previous ? [current, previous] : [current];
  const [questionsByVersion, answersByEvaluation] = await Promise.all([
    loadQuestions(
      db,
      records.map((record) => ({ formId: record.evaluation.formId, version: record.evaluation.formVersion })),
    ),
    loadAnswers(
      db,
      records.map((record) => record.evaluation.id),
    ),
  ]);
  const questionsOf = (record: (typeof records)[number]) =>
    questionsByVersion.get(`${record.evaluation.formId}:${record.evaluation.formVersion}`) ?? [];
  const answersOf = (record: (typeof records)[number]) => answersByEvaluation.get(record.evaluation.id) ?? [];

  const currentQuestions = questionsOf(current);
  const previousQuestions = previous ? questionsOf(previous) : [];
  const previousByKey = new Map(previousQuestions.map((question) => [question.key, question]));
  const currentAnswers = new Map(answersOf(current).map((item) => [item.row.questionKey, item]));
  const previousAnswers = new Map((previous ? answersOf(previous) : []).map((item) => [item.row.questionKey, item]));
  // The current version's questions in order, then those only the previous version had.
  const keys = [
    ...currentQuestions.map((question) => question.key),
    ...previousQuestions.filter((question) => !currentQuestions.some((q) => q.key === question.key)).map((q) => q.key),
  ];
  const currentByKey = new Map(currentQuestions.map((question) => [question.key, question]));
  return {
    current: toEvaluation(current, computeResult(currentQuestions, answersOf(current))),
    previous: previous ? toEvaluation(previous, computeResult(previousQuestions, answersOf(previous))) : null,
    rows: keys.map((key) => {
      const question = (currentByKey.get(key) ?? previousByKey.get(key))!;
      const currentItem = currentAnswers.get(key);
      const previousItem = previousAnswers.get(key);
      const now = currentItem ? toAnswer(currentByKey.get(key), currentItem) : null;
      const before = previousItem ? toAnswer(previousByKey.get(key), previousItem) : null;
      return {
        questionKey: key,
        label: question.label,
        position: question.position,
        current: now,
        previous: before,
        delta: now?.score != null && before?.score != null ? now.score - before.score : null,
      };
    }),
  };
}
