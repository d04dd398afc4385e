import type { EvaluationComparison } from '@qc/shared/evaluations/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import type { Actor } from '../scope/actor.ts';
import { computeResult, excludedOf, findEvaluationInScope, findEvaluationRecords, toEvaluation } from './queries.ts';
import { toAnswer } from './answer-queries.ts';
import { loadQuestionsAndAnswers } from './evaluation-views.ts';

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
  const [questionsByVersion, answersByEvaluation] = await loadQuestionsAndAnswers(db, records, records);
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
    current: toEvaluation(current, computeResult(currentQuestions, answersOf(current), excludedOf(current.evaluation))),
    previous: previous
      ? toEvaluation(previous, computeResult(previousQuestions, answersOf(previous), excludedOf(previous.evaluation)))
      : null,
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
