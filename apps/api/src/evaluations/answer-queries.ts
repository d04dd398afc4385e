import type { Answer } from '@qc/shared/evaluations/schemas';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { isConforming, scoreAnswer, toScorableQuestion, type AnswerValue } from '@qc/shared/scoring/score';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getParisToday } from '@qc/shared/dates';
import { toIso } from '../common/dates.ts';
import { user } from '../db/schema-auth.ts';
import { documents } from '../db/schema-documents.ts';
import { answerEvidence, answers, evaluationAssignments } from '../db/schema-evaluations.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import { questions } from '../db/schema-questionnaires.ts';
import { documentsBy } from '../documents/queries.ts';
import { toQuestion } from '../questionnaires/mappers.ts';
import type { Actor } from '../scope/actor.ts';
import { establishmentInScopeSql, inScopeRuleOf, type InScopeRule } from '../scope/where.ts';
import { preparedPerHandle } from '../db/prepared.ts';
import {
  evaluationRecordFields,
  joinEvaluationRecord,
  type AnswerRowWithExtras,
  type EvaluationRecord,
  type Executor,
} from './queries.ts';
import type { Database } from '../db/client.ts';
import { notFound } from '../common/domain-errors.ts';
import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';

/** Who holds a question of a shared evaluation (ADR 039), read with the question by the save. */
export type QuestionHold = { shared: boolean; assigneeId: string | null; status: string | null };

type ReadVariant = `${InScopeRule['kind']}:${'hold' | 'plain'}`;

/**
 * The statement of `findEvaluationAndQuestionInScope`, one per kind of scope and whether it reads who holds the
 * question: prepared once per handle (db/prepared.ts, issue 33 item 2), its parameters the question's key, the
 * evaluation and the scope's client or user.
 */
const preparedRead = preparedPerHandle((db: Executor, variant: ReadVariant) => {
  const [kind, hold] = variant.split(':') as [InScopeRule['kind'], 'hold' | 'plain'];
  const key = sql.placeholder('key');
  const held = (column: 'assignee_id' | 'status') =>
    sql<string | null>`(select ea.${sql.raw(column)} from ${evaluationAssignments} ea
                        where ea.evaluation_id = ${evaluations.id} and ea.question_key = ${key})`;
  const withHold = hold === 'hold';
  return (
    joinEvaluationRecord(
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
      .where(
        and(
          eq(evaluations.id, sql.placeholder('evaluationId')),
          establishmentInScopeSql(kind, sql.placeholder('scope')),
        ),
      )
      .limit(1)
      .prepare(`qc_answer_read_${kind}_${hold}`)
  );
});

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
  const scope = inScopeRuleOf(actor);
  const [row] = await preparedRead(db, `${scope.kind}:${withHold ? 'hold' : 'plain'}`).execute({
    key,
    evaluationId,
    scope: scope.value,
  });
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
  const evidence = documentsBy(evidenceRows, (row) => row.answerId, today);
  for (const row of rows) {
    const list = byEvaluation.get(row.answer.evaluationId) ?? [];
    list.push({ row: row.answer, answeredByName: row.answeredByName, evidence: evidence.get(row.answer.id) ?? [] });
    byEvaluation.set(row.answer.evaluationId, list);
  }
  return byEvaluation;
}

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

/** One answer as the page shows it, with its proofs and author (a 409 shows the answer saved in between). */
export async function loadOneAnswer(
  db: Database,
  evaluationId: string,
  questionKey: string,
  question: Parameters<typeof toAnswer>[0],
): Promise<Answer> {
  const [item] = (await loadAnswers(db, [evaluationId], questionKey)).get(evaluationId) ?? [];
  if (!item) notFound(EVALUATION_MESSAGES.questionNotFound);
  return toAnswer(question, item);
}
