import { EVALUATION_MESSAGES, type EvaluationOverview } from '@qc/shared/evaluations/schemas';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { toIso } from '../common/dates.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { answers } from '../db/schema-evaluations.ts';
import { categories, forms, questions } from '../db/schema-questionnaires.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { notFound } from '../common/domain-errors.ts';
import { visibleWhere } from '../questionnaires/access.ts';
import { toForms } from '../questionnaires/forms-queries.ts';
import type { Actor } from '../scope/actor.ts';
import { getParisToday } from '@qc/shared/validation/dates';
import { hasOnlyExpiredProofs } from './expired-proofs.ts';
import { excludedOf, loadQuestions } from './queries.ts';
import { loadAnswers, toAnswer } from './answer-queries.ts';

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
        // The keys, not a count: an answer kept for a question frozen as not applying does not count (issue 26).
        db
          .select({ evaluationId: answers.evaluationId, questionKey: answers.questionKey })
          .from(answers)
          .where(
            and(
              inArray(
                answers.evaluationId,
                inProgress.map((row) => row.id),
              ),
              or(eq(answers.notApplicable, true), sql`${answers.value} is not null`),
            ),
          ),
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
  const excludedKeys = new Map(
    inProgress.map((row) => [row.id, new Set(excludedOf(row).map((item) => item.questionKey))]),
  );
  const answered = new Map<string, number>();
  for (const row of answeredRows) {
    if (excludedKeys.get(row.evaluationId)?.has(row.questionKey)) continue;
    answered.set(row.evaluationId, (answered.get(row.evaluationId) ?? 0) + 1);
  }
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
              total:
                (totals.get(`${current.formId}:${current.formVersion}`) ?? 0) -
                (excludedKeys.get(current.id)?.size ?? 0),
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
