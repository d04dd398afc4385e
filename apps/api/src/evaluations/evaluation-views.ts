import type { Evaluation, EvaluationDetail } from '@qc/shared/evaluations/schemas';
import type { Database } from '../db/client.ts';
import { loadProfile, toApplicabilityView } from './applicability.ts';
import { computeResult, excludedOf, loadQuestions, toEvaluation, type EvaluationRecord } from './queries.ts';
import { loadAnswers, toAnswer } from './answer-queries.ts';

const versionKey = (record: EvaluationRecord) => `${record.evaluation.formId}:${record.evaluation.formVersion}`;

/** The questions of the records' form versions and the answers of `answered`, read together. */
export function loadQuestionsAndAnswers(db: Database, records: EvaluationRecord[], answered: EvaluationRecord[]) {
  return Promise.all([
    loadQuestions(
      db,
      records.map((record) => ({ formId: record.evaluation.formId, version: record.evaluation.formVersion })),
    ),
    loadAnswers(
      db,
      answered.map((record) => record.evaluation.id),
    ),
  ]);
}

/** Evaluations with their live or frozen results: three queries whatever the page size (no N+1). */
export async function toEvaluations(db: Database, records: EvaluationRecord[]): Promise<Evaluation[]> {
  const [questionsByVersion, answersByEvaluation] = await loadQuestionsAndAnswers(
    db,
    records,
    records.filter((record) => record.evaluation.status === 'IN_PROGRESS'),
  );
  return records.map((record) =>
    toEvaluation(
      record,
      computeResult(
        questionsByVersion.get(versionKey(record)) ?? [],
        answersByEvaluation.get(record.evaluation.id) ?? [],
        excludedOf(record.evaluation),
      ),
    ),
  );
}

export async function toDetail(db: Database, record: EvaluationRecord): Promise<EvaluationDetail> {
  const [questionsByVersion, answersByEvaluation, profile] = await Promise.all([
    loadQuestions(db, [{ formId: record.evaluation.formId, version: record.evaluation.formVersion }]),
    loadAnswers(db, [record.evaluation.id]),
    loadProfile(db, record.evaluation.establishmentId),
  ]);
  const questionList = questionsByVersion.get(versionKey(record)) ?? [];
  const answerList = answersByEvaluation.get(record.evaluation.id) ?? [];
  const byKey = new Map(questionList.map((question) => [question.key, question]));
  return {
    ...toEvaluation(record, computeResult(questionList, answerList, excludedOf(record.evaluation))),
    applicability: toApplicabilityView(
      record.evaluation.status,
      record.evaluation.applicability,
      questionList,
      profile,
    ),
    questions: questionList,
    answers: answerList.map((item) => toAnswer(byKey.get(item.row.questionKey), item)),
  };
}
