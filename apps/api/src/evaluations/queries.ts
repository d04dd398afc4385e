import type { Evaluation, EvaluationStatus } from '@qc/shared/evaluations/schemas';
import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import type { Kind } from '@qc/shared/enums';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { computeEvaluationResult, toScorableQuestion, type AnswerValue } from '@qc/shared/scoring/score';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { isDocumentRequiredFor } from '@qc/shared/evaluations/completion';
import { applicableQuestions, type ExcludedQuestion } from '@qc/shared/questionnaires/applicability';
import { toIso } from '../common/dates.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import { evaluations, type FrozenApplicability, type StoredEvaluationResult } from '../db/schema-evaluations.ts';
import { forms, questions } from '../db/schema-questionnaires.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { notFound } from '../common/domain-errors.ts';
import { toQuestion } from '../questionnaires/mappers.ts';
import type { Actor } from '../scope/actor.ts';
import type { Answer } from '@qc/shared/evaluations/schemas';
import type { answers } from '../db/schema-evaluations.ts';
import type { toDocument } from '../documents/queries.ts';

export type Executor = Pick<Database, 'select'>;
export type AnswerRow = typeof answers.$inferSelect;
export type LoadedAnswer = Answer & { row: AnswerRow };
export type AnswerRowWithExtras = {
  row: AnswerRow;
  answeredByName: string | null;
  evidence: ReturnType<typeof toDocument>[];
};

const starter = alias(user, 'starter');
const completer = alias(user, 'completer');

export const evaluationRecordFields = {
  evaluation: evaluations,
  establishmentName: establishments.name,
  clientId: establishments.clientId,
  formName: forms.name,
  formKind: forms.kind,
  startedByName: starter.name,
  completedByName: completer.name,
};

function selectEvaluations(db: Executor) {
  return joinEvaluationRecord(db.select(evaluationRecordFields).from(evaluations).$dynamic());
}

export function joinEvaluationRecord<T extends PgSelect>(query: T) {
  return query
    .innerJoin(establishments, eq(establishments.id, evaluations.establishmentId))
    .innerJoin(forms, eq(forms.id, evaluations.formId))
    .leftJoin(starter, eq(starter.id, evaluations.startedById))
    .leftJoin(completer, eq(completer.id, evaluations.completedById));
}
export type EvaluationRecord = Awaited<ReturnType<ReturnType<typeof selectEvaluations>['where']>>[number];

/** An evaluation whose establishment is in the caller's scope (DESIGN §3), else 404. */
export async function findEvaluationInScope(db: Executor, actor: Actor, id: string): Promise<EvaluationRecord> {
  const [record] = await selectEvaluations(db).where(
    and(eq(evaluations.id, id), establishmentScopeWhere(await actor.getScope())),
  );
  if (!record) notFound(EVALUATION_MESSAGES.notFound);
  return record;
}

/** The audit of a change to this evaluation (a status moved, an abandon), from the row as the caller read it. */
export function evaluationChange(record: EvaluationRecord, action: 'update' | 'delete') {
  const { evaluation, clientId } = record;
  return { entity: 'evaluation', action, clientId, id: evaluation.id, before: evaluation } as const;
}

export async function findEvaluationRecords(db: Executor, ids: string[]): Promise<EvaluationRecord[]> {
  if (ids.length === 0) return [];
  return selectEvaluations(db).where(inArray(evaluations.id, ids));
}

/** The questions of the versions evaluated, in one query, keyed by "formId:version". */
export async function loadQuestions(
  db: Executor,
  versions: Array<{ formId: string; version: number }>,
): Promise<Map<string, Question[]>> {
  const byVersion = new Map<string, Question[]>();
  if (versions.length === 0) return byVersion;
  const rows = await db
    .select()
    .from(questions)
    .where(or(...versions.map((item) => and(eq(questions.formId, item.formId), eq(questions.version, item.version)))))
    .orderBy(asc(questions.position), asc(questions.createdAt));
  for (const row of rows) {
    const key = `${row.formId}:${row.version}`;
    byVersion.set(key, [...(byVersion.get(key) ?? []), toQuestion(row)]);
  }
  return byVersion;
}

/** The questions an evaluation frozen as not applying (issue 26); none for one started before profiles. */
export function excludedOf(evaluation: { applicability: FrozenApplicability | null }): ExcludedQuestion[] {
  return evaluation.applicability?.excluded ?? [];
}

/**
 * DESIGN §5 results: scores and rates from scoring/score.ts, plus the mandatory documents still missing, over the
 * questions that apply (issue 26: one frozen as not applying counts nowhere, its answer kept but ignored).
 */
export function computeResult(
  allQuestions: Question[],
  answerList: AnswerRowWithExtras[],
  excluded: readonly ExcludedQuestion[],
): StoredEvaluationResult {
  const questionList = applicableQuestions(allQuestions, excluded);
  const result = computeEvaluationResult(
    questionList.map(toScorableQuestion),
    answerList.map((item) => ({
      questionKey: item.row.questionKey,
      value: item.row.value as AnswerValue | null,
      notApplicable: item.row.notApplicable,
    })),
  );
  const byKey = new Map(answerList.map((item) => [item.row.questionKey, item]));
  // Issue 26 item 3: the document the answer given calls for (the conforming one by default), as completion counts it.
  const missingMandatoryDocuments = questionList.filter((question) => {
    const answer = byKey.get(question.key);
    return isDocumentRequiredFor(question, answer?.row) && (answer?.evidence.length ?? 0) === 0;
  }).length;
  return {
    score: result.score,
    conformityRate: result.conformityRate,
    answered: result.answered,
    notApplicable: result.notApplicable,
    total: result.total,
    criticalNonConformities: result.criticalNonConformities.length,
    missingMandatoryDocuments,
  };
}

export function toEvaluation(record: EvaluationRecord, liveResult: StoredEvaluationResult): Evaluation {
  const { evaluation } = record;
  return {
    id: evaluation.id,
    establishmentId: evaluation.establishmentId,
    establishmentName: record.establishmentName,
    formId: evaluation.formId,
    formName: record.formName,
    formKind: record.formKind as Kind,
    formVersion: evaluation.formVersion,
    status: evaluation.status as EvaluationStatus,
    startedByName: record.startedByName ?? 'Utilisateur supprimé',
    startedAt: toIso(evaluation.startedAt),
    completedByName: evaluation.completedAt ? (record.completedByName ?? 'Utilisateur supprimé') : null,
    completedAt: evaluation.completedAt ? toIso(evaluation.completedAt) : null,
    result: evaluation.status === 'COMPLETED' && evaluation.result ? evaluation.result : liveResult,
  };
}
