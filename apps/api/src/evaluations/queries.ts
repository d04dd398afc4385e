import type { Answer, Evaluation, EvaluationStatus } from '@qc/shared/evaluations/schemas';
import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import type { Kind } from '@qc/shared/enums';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import {
  computeEvaluationResult,
  isConforming,
  scoreAnswer,
  toScorableQuestion,
  type AnswerValue,
} from '@qc/shared/scoring/score';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { getParisToday } from '@qc/shared/dates';
import { isDocumentRequiredFor } from '@qc/shared/evaluations/completion';
import { applicableQuestions, type ExcludedQuestion } from '@qc/shared/questionnaires/applicability';
import { toIso } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import { documents } from '../db/schema-documents.ts';
import { answerEvidence, answers, evaluationAssignments } from '../db/schema-evaluations.ts';
import { evaluations, type FrozenApplicability, type StoredEvaluationResult } from '../db/schema-evaluations.ts';
import { forms, questions } from '../db/schema-questionnaires.ts';
import { toDocument } from '../documents/queries.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { notFound } from '../common/domain-errors.ts';
import { toQuestion } from '../questionnaires/mappers.ts';
import type { Actor } from '../scope/actor.ts';
import { establishmentInScopeSql } from '../scope/where.ts';

type Executor = Pick<Database, 'select'>;
export type AnswerRow = typeof answers.$inferSelect;
export type LoadedAnswer = Answer & { row: AnswerRow };

const starter = alias(user, 'starter');
const completer = alias(user, 'completer');

const evaluationRecordFields = {
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

function joinEvaluationRecord<T extends PgSelect>(query: T) {
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

/** Who holds a question of a shared evaluation (ADR 039), read with the question by the save. */
export type QuestionHold = { shared: boolean; assigneeId: string | null; status: string | null };

/**
 * Issue 33 item 2: what a save (or a proof) reads before it writes, in one statement instead of two sent side by
 * side: the evaluation in the caller's scope (the record `findEvaluationInScope` answers) and the question `key` of
 * the form version it answers, with who holds that question (`withHold`: is it shared out, to whom, in which state; ADR 039). Null when
 * the evaluation is not in scope; `question` null when the form has no such question.
 */
export async function findEvaluationAndQuestionInScope(
  db: Executor,
  actor: Actor,
  evaluationId: string,
  key: string,
  withHold: boolean,
): Promise<{ record: EvaluationRecord; question: Question | null; hold: QuestionHold | null } | null> {
  const held = (column: 'assignee_id' | 'status') =>
    sql<string | null>`(select ea.${sql.raw(column)} from ${evaluationAssignments} ea
                        where ea.evaluation_id = ${evaluations.id} and ea.question_key = ${key})`;
  const [row] = await joinEvaluationRecord(
    db
      .select({
        ...evaluationRecordFields,
        question: questions,
        shared: withHold
          ? sql<boolean>`exists (select 1 from ${evaluationAssignments} ea where ea.evaluation_id = ${evaluations.id})`
          : sql<boolean>`false`,
        assigneeId: withHold ? held('assignee_id') : sql<string | null>`null`,
        holdStatus: withHold ? held('status') : sql<string | null>`null`,
      })
      .from(evaluations)
      .$dynamic(),
  )
    .leftJoin(
      questions,
      and(
        eq(questions.formId, evaluations.formId),
        eq(questions.version, evaluations.formVersion),
        eq(questions.key, key),
      ),
    )
    // The scope inside the statement: a DIRECTOR's links cost no round trip of their own (issue 33 item 2).
    .where(and(eq(evaluations.id, evaluationId), establishmentInScopeSql(actor)))
    .limit(1);
  if (!row) return null;
  const { question, shared, assigneeId, holdStatus, ...record } = row;
  return {
    record,
    question: question ? toQuestion(question) : null,
    hold: withHold ? { shared: Boolean(shared), assigneeId: assigneeId ?? null, status: holdStatus ?? null } : null,
  };
}

/** The answers of several evaluations with their evidence and authors, in two queries. */
export async function loadAnswers(
  db: Executor,
  evaluationIds: string[],
  questionKey?: string,
): Promise<Map<string, AnswerRowWithExtras[]>> {
  const byEvaluation = new Map<string, AnswerRowWithExtras[]>();
  if (evaluationIds.length === 0) return byEvaluation;
  const rows = await db
    .select({ answer: answers, answeredByName: user.name })
    .from(answers)
    .leftJoin(user, eq(user.id, answers.answeredById))
    .where(
      and(
        inArray(answers.evaluationId, evaluationIds),
        // One answer (a save, an evidence change) reads one row, not the whole evaluation (issue 13 item 5).
        questionKey === undefined ? undefined : eq(answers.questionKey, questionKey),
      ),
    );
  const evidenceRows = rows.length
    ? await db
        .select({ answerId: answerEvidence.answerId, document: documents, uploadedByName: user.name })
        .from(answerEvidence)
        .innerJoin(documents, eq(documents.id, answerEvidence.documentId))
        .leftJoin(user, eq(user.id, documents.uploadedById))
        .where(
          inArray(
            answerEvidence.answerId,
            rows.map((row) => row.answer.id),
          ),
        )
        .orderBy(asc(answerEvidence.createdAt))
    : [];
  const today = getParisToday();
  const evidence = new Map<string, ReturnType<typeof toDocument>[]>();
  for (const row of evidenceRows) {
    evidence.set(row.answerId, [
      ...(evidence.get(row.answerId) ?? []),
      toDocument(row.document, row.uploadedByName, today),
    ]);
  }
  for (const row of rows) {
    const list = byEvaluation.get(row.answer.evaluationId) ?? [];
    list.push({ row: row.answer, answeredByName: row.answeredByName, evidence: evidence.get(row.answer.id) ?? [] });
    byEvaluation.set(row.answer.evaluationId, list);
  }
  return byEvaluation;
}
export type AnswerRowWithExtras = {
  row: AnswerRow;
  answeredByName: string | null;
  evidence: ReturnType<typeof toDocument>[];
};

export function toAnswer(question: Question | undefined, item: AnswerRowWithExtras): Answer {
  const { row } = item;
  const scorable = question ? toScorableQuestion(question) : null;
  const value = row.notApplicable ? null : (row.value as AnswerValue | null);
  const score = scorable && value !== null ? scoreAnswer(scorable, value) : null;
  return {
    id: row.id,
    questionKey: row.questionKey,
    value: row.value,
    notApplicable: row.notApplicable,
    justification: row.justification,
    comment: row.comment,
    score,
    isConforming: scorable && score !== null ? isConforming(scorable, value) : null,
    evidence: item.evidence,
    answeredByName: item.answeredByName ?? 'Utilisateur supprimé',
    answeredAt: toIso(row.answeredAt),
    version: row.version,
  };
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
