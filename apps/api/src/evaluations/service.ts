import {
  EVALUATION_MESSAGES,
  type Answer,
  type AnswerSaveInput,
  type Evaluation,
  type EvaluationDetail,
} from '@qc/shared/evaluations/schemas';
import type { ListResult } from '@qc/shared/common/list';
import { scoreAnswer, toScorableQuestion, type AnswerValue } from '@qc/shared/scoring/score';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.ts';
import { isUniqueViolation } from '../common/database-errors.ts';
import { getOffset } from '../common/pagination.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { answerEvidence, answers } from '../db/schema-evaluations.ts';
import { evaluations, forms, questions } from '../db/schema-questionnaires.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { conflict, fieldError, invalid, notFound } from '../common/domain-errors.ts';
import { assertPermission } from '../scope/actor.ts';
import { visibleWhere } from '../questionnaires/access.ts';
import type { Actor } from '../scope/actor.ts';
import {
  computeResult,
  findEvaluationInScope,
  findEvaluationRecords,
  findMissingItems,
  loadAnswers,
  loadQuestionOfEvaluation,
  loadQuestions,
  toAnswer,
  toEvaluation,
  type EvaluationRecord,
} from './queries.ts';

const versionKey = (record: EvaluationRecord) => `${record.evaluation.formId}:${record.evaluation.formVersion}`;

/** Evaluations with their live or frozen results: three queries whatever the page size (no N+1). */
async function toEvaluations(db: Database, records: EvaluationRecord[]): Promise<Evaluation[]> {
  const [questionsByVersion, answersByEvaluation] = await Promise.all([
    loadQuestions(
      db,
      records.map((record) => ({ formId: record.evaluation.formId, version: record.evaluation.formVersion })),
    ),
    loadAnswers(
      db,
      records.filter((record) => record.evaluation.status === 'IN_PROGRESS').map((record) => record.evaluation.id),
    ),
  ]);
  return records.map((record) =>
    toEvaluation(
      record,
      computeResult(
        questionsByVersion.get(versionKey(record)) ?? [],
        answersByEvaluation.get(record.evaluation.id) ?? [],
      ),
    ),
  );
}

async function toDetail(db: Database, record: EvaluationRecord): Promise<EvaluationDetail> {
  const [questionsByVersion, answersByEvaluation] = await Promise.all([
    loadQuestions(db, [{ formId: record.evaluation.formId, version: record.evaluation.formVersion }]),
    loadAnswers(db, [record.evaluation.id]),
  ]);
  const questionList = questionsByVersion.get(versionKey(record)) ?? [];
  const answerList = answersByEvaluation.get(record.evaluation.id) ?? [];
  const byKey = new Map(questionList.map((question) => [question.key, question]));
  return {
    ...toEvaluation(record, computeResult(questionList, answerList)),
    questions: questionList,
    answers: answerList.map((item) => toAnswer(byKey.get(item.row.questionKey), item)),
  };
}

export async function listEvaluations(
  db: Database,
  actor: Actor,
  input: {
    establishmentId: string;
    status?: string | undefined;
    formId?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<ListResult<Evaluation>> {
  assertPermission(actor, 'evaluation:read');
  const where = and(
    eq(evaluations.establishmentId, input.establishmentId),
    establishmentScopeWhere(await actor.getScope()),
    input.status ? eq(evaluations.status, input.status) : undefined,
    input.formId ? eq(evaluations.formId, input.formId) : undefined,
  ) as SQL;
  const [idRows, [total]] = await Promise.all([
    db
      .select({ id: evaluations.id })
      .from(evaluations)
      .innerJoin(establishments, eq(establishments.id, evaluations.establishmentId))
      .where(where)
      .orderBy(desc(evaluations.completedAt), desc(evaluations.startedAt))
      .limit(input.pageSize)
      .offset(getOffset(input)),
    db
      .select({ total: count() })
      .from(evaluations)
      .innerJoin(establishments, eq(establishments.id, evaluations.establishmentId))
      .where(where),
  ]);
  const records = await findEvaluationRecords(
    db,
    idRows.map((row) => row.id),
  );
  const order = new Map(idRows.map((row, index) => [row.id, index]));
  records.sort((a, b) => order.get(a.evaluation.id)! - order.get(b.evaluation.id)!);
  return { items: await toEvaluations(db, records), total: total?.total ?? 0 };
}

export async function getEvaluation(db: Database, actor: Actor, id: string): Promise<EvaluationDetail> {
  assertPermission(actor, 'evaluation:read');
  return toDetail(db, await findEvaluationInScope(db, actor, id));
}

/**
 * DESIGN §5: starts an evaluation of the form's current version, or answers the
 * one already in progress (a double click, or a colleague who started it first).
 */
export async function startEvaluation(
  db: Database,
  actor: Actor,
  input: { establishmentId: string; formId: string; fromPrevious: boolean },
): Promise<EvaluationDetail> {
  assertPermission(actor, 'evaluation:answer');
  const [establishment] = await db
    .select({ id: establishments.id, clientId: establishments.clientId, category: establishments.category })
    .from(establishments)
    .where(and(eq(establishments.id, input.establishmentId), establishmentScopeWhere(await actor.getScope())));
  if (!establishment) notFound(EVALUATION_MESSAGES.establishmentNotFound);
  // The form must be visible to the caller and belong to the shared library or to the establishment's client.
  const [form] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, input.formId), visibleWhere(forms.clientId, actor)));
  if (!form || (form.clientId !== null && form.clientId !== establishment.clientId)) {
    notFound(EVALUATION_MESSAGES.formNotFound);
  }

  const existing = await findInProgressId(db, establishment.id, form.id);
  if (existing) return getEvaluation(db, actor, existing);

  if (form.status !== 'ACTIVE') conflict(EVALUATION_MESSAGES.formInactive);
  const categories = form.establishmentCategories ?? [];
  if (categories.length > 0 && establishment.category && !categories.includes(establishment.category)) {
    conflict(EVALUATION_MESSAGES.formNotApplicable);
  }
  const [questionCount] = await db
    .select({ total: count() })
    .from(questions)
    .where(and(eq(questions.formId, form.id), eq(questions.version, form.version)));
  if (!questionCount?.total) conflict(EVALUATION_MESSAGES.formEmpty);

  let createdId: string;
  try {
    createdId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(evaluations)
        .values({
          establishmentId: establishment.id,
          formId: form.id,
          formVersion: form.version,
          status: 'IN_PROGRESS',
          startedById: actor.id,
        })
        .returning();
      if (input.fromPrevious) await copyPreviousAnswers(tx, created!, actor);
      await recordAudit(tx, {
        actorId: actor.id,
        clientId: establishment.clientId,
        entity: 'evaluation',
        entityId: created!.id,
        action: 'create',
        after: created,
      });
      return created!.id;
    });
  } catch (error) {
    // Two starts raced: the unique index kept one; answer it.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findInProgressId(db, establishment.id, form.id);
    if (!winner) throw error;
    createdId = winner;
  }
  return getEvaluation(db, actor, createdId);
}

async function findInProgressId(db: Database, establishmentId: string, formId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(
      and(
        eq(evaluations.establishmentId, establishmentId),
        eq(evaluations.formId, formId),
        eq(evaluations.status, 'IN_PROGRESS'),
      ),
    );
  return row?.id ?? null;
}

/**
 * DESIGN §5 "A new one may start from the answers of the last completed one":
 * the answers whose question still exists (same key) and whose value still fits, with their evidence.
 */
async function copyPreviousAnswers(
  tx: Transaction,
  created: typeof evaluations.$inferSelect,
  actor: Actor,
): Promise<void> {
  const [previous] = await tx
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(
      and(
        eq(evaluations.establishmentId, created.establishmentId),
        eq(evaluations.formId, created.formId),
        eq(evaluations.status, 'COMPLETED'),
      ),
    )
    .orderBy(desc(evaluations.completedAt))
    .limit(1);
  if (!previous) return;
  const [questionsByVersion, answersByEvaluation] = await Promise.all([
    loadQuestions(tx, [{ formId: created.formId, version: created.formVersion }]),
    loadAnswers(tx, [previous.id]),
  ]);
  const byKey = new Map(
    (questionsByVersion.get(`${created.formId}:${created.formVersion}`) ?? []).map((question) => [
      question.key,
      question,
    ]),
  );
  for (const item of answersByEvaluation.get(previous.id) ?? []) {
    const question = byKey.get(item.row.questionKey);
    if (!question) continue;
    const value = item.row.value as AnswerValue | null;
    const fits = value === null || scoreAnswer(toScorableQuestion(question), value) !== null;
    const [copy] = await tx
      .insert(answers)
      .values({
        evaluationId: created.id,
        questionKey: item.row.questionKey,
        value: fits ? value : null,
        notApplicable: item.row.notApplicable && !question.isCritical,
        justification: item.row.justification,
        comment: item.row.comment,
        answeredById: actor.id,
      })
      .returning({ id: answers.id });
    if (item.evidence.length > 0) {
      await tx
        .insert(answerEvidence)
        .values(item.evidence.map((document) => ({ answerId: copy!.id, documentId: document.id })));
    }
  }
}

/**
 * An evaluation in scope that is still being answered, and the one question
 * asked: a save reads that row only, not the whole form (issue 13 item 5).
 */
export async function findOpenQuestion(db: Database, actor: Actor, evaluationId: string, questionKey: string) {
  // Both at once, one round trip fewer (ADR 031): the question is only used once the evaluation is found in scope.
  const [record, question] = await Promise.all([
    findEvaluationInScope(db, actor, evaluationId),
    loadQuestionOfEvaluation(db, evaluationId, questionKey),
  ]);
  if (record.evaluation.status !== 'IN_PROGRESS') conflict(EVALUATION_MESSAGES.notInProgress);
  if (!question) notFound(EVALUATION_MESSAGES.questionNotFound);
  return { record, question };
}

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

/**
 * Saves one answer as the user goes (DESIGN §5). `expectedVersion` is the
 * version the user edited: if someone saved in between, 409 with the saved answer.
 */
export async function saveAnswer(db: Database, actor: Actor, input: AnswerSaveInput): Promise<Answer> {
  assertPermission(actor, 'evaluation:answer');
  const { question } = await findOpenQuestion(db, actor, input.evaluationId, input.questionKey);
  if (input.notApplicable && question.isCritical)
    fieldError('notApplicable', EVALUATION_MESSAGES.criticalNotApplicable);
  const value = input.notApplicable ? null : input.value;
  if (value !== null && scoreAnswer(toScorableQuestion(question), value) === null) {
    fieldError('value', EVALUATION_MESSAGES.valueInvalid);
  }
  const values = {
    value,
    notApplicable: input.notApplicable,
    justification: input.notApplicable ? input.justification : null,
    comment: input.comment,
    answeredById: actor.id,
    answeredAt: new Date(),
  };

  const saved = await (
    input.expectedVersion === 0
      ? db.transaction(async (tx) => {
          // Issue 12: a completion running now must not freeze a score this answer then changes.
          await lockOpenEvaluation(tx, input.evaluationId, 'share');
          const inserted = await tx
            .insert(answers)
            .values({ ...values, evaluationId: input.evaluationId, questionKey: input.questionKey, version: 1 })
            .onConflictDoNothing()
            .returning({ id: answers.id });
          return inserted.length > 0;
        })
      : updateOpenAnswer(db, input, values)
  ).catch((error: unknown) => {
    // Two first answers at once: the unique index kept the other one (409 below, with it).
    if (isUniqueViolation(error)) return false;
    throw error;
  });
  const answer = await loadOneAnswer(db, input.evaluationId, input.questionKey, question).catch((error) => {
    if (saved) throw error;
    // A stale version on an answer that does not exist: nothing to show but the refusal.
    conflict(EVALUATION_MESSAGES.versionConflict);
  });
  if (!saved) conflict(EVALUATION_MESSAGES.versionConflict, { current: answer });
  return answer;
}

/**
 * Every save after the first (issue 13 item 5, ADR 031): one statement instead of a transaction
 * of four round trips (begin, lock, update, commit). The evaluation's row is locked in `share`
 * mode inside it and held until the statement commits, exactly as `lockOpenEvaluation` held it
 * (issue 12): a completion holding it `for update` makes the save wait, then the save re-reads
 * the row, finds it COMPLETED and writes nothing. Nothing written: the evaluation is no longer
 * being answered (409, as before) or someone saved in between (the caller's 409 with the answer).
 */
async function updateOpenAnswer(
  db: Database,
  input: AnswerSaveInput,
  values: Omit<typeof answers.$inferInsert, 'evaluationId' | 'questionKey'>,
): Promise<boolean> {
  const updated = await db
    .update(answers)
    .set({ ...values, version: input.expectedVersion + 1 })
    .where(
      and(
        eq(answers.evaluationId, input.evaluationId),
        eq(answers.questionKey, input.questionKey),
        eq(answers.version, input.expectedVersion),
        sql`exists (select 1 from ${evaluations} where ${evaluations.id} = ${input.evaluationId}
                      and ${evaluations.status} = 'IN_PROGRESS' for share)`,
      ),
    )
    .returning({ id: answers.id });
  if (updated.length > 0) return true;
  const [evaluation] = await db
    .select({ status: evaluations.status })
    .from(evaluations)
    .where(eq(evaluations.id, input.evaluationId));
  if (!evaluation) notFound(EVALUATION_MESSAGES.notFound);
  if (evaluation.status !== 'IN_PROGRESS') conflict(EVALUATION_MESSAGES.notInProgress);
  return false;
}

/**
 * Locks an evaluation's row for the rest of the transaction and checks that it
 * is still being answered (issue 12, a race between an answer and the
 * completion). Answer writes take it in `share` mode, so colleagues answering
 * together do not queue behind each other; the completion takes it in
 * `update` mode, so it waits for the answers being saved and they wait for it
 * (then see it COMPLETED and answer 409).
 */
export async function lockOpenEvaluation(
  tx: Transaction,
  evaluationId: string,
  mode: 'share' | 'update',
): Promise<typeof evaluations.$inferSelect> {
  const [row] = await tx.select().from(evaluations).where(eq(evaluations.id, evaluationId)).for(mode);
  if (!row) notFound(EVALUATION_MESSAGES.notFound);
  if (row.status !== 'IN_PROGRESS') conflict(EVALUATION_MESSAGES.notInProgress);
  return row;
}

/** DESIGN §5: every question answered or justified N/A, no impératif N/A, every mandatory document attached. */
export async function completeEvaluation(db: Database, actor: Actor, id: string): Promise<Evaluation> {
  assertPermission(actor, 'evaluation:complete');
  const record = await findEvaluationInScope(db, actor, id);
  if (record.evaluation.status === 'COMPLETED') return (await toEvaluations(db, [record]))[0]!;
  await db.transaction(async (tx) => {
    // Locked, then read again: the answers scored are the ones frozen, none can change until this commits.
    const [locked] = await tx.select().from(evaluations).where(eq(evaluations.id, id)).for('update');
    if (!locked) notFound(EVALUATION_MESSAGES.notFound);
    // Completed by a concurrent request first: a double click is harmless.
    if (locked.status !== 'IN_PROGRESS') return;
    const [questionsByVersion, answersByEvaluation] = await Promise.all([
      loadQuestions(tx, [{ formId: locked.formId, version: locked.formVersion }]),
      loadAnswers(tx, [id]),
    ]);
    const questionList = questionsByVersion.get(`${locked.formId}:${locked.formVersion}`) ?? [];
    const answerList = answersByEvaluation.get(id) ?? [];
    const missing = findMissingItems(questionList, answerList);
    if (missing.length > 0) {
      invalid(EVALUATION_MESSAGES.incomplete, { missing });
    }
    const result = computeResult(questionList, answerList);
    const [updated] = await tx
      .update(evaluations)
      .set({ status: 'COMPLETED', completedById: actor.id, completedAt: new Date(), result })
      .where(eq(evaluations.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: record.clientId,
      entity: 'evaluation',
      entityId: id,
      action: 'update',
      before: locked,
      after: updated,
    });
  });
  return (await toEvaluations(db, await findEvaluationRecords(db, [id])))[0]!;
}

/**
 * Moves an evaluation from one status to the next with its audit record, in one
 * transaction. Guarded by the status it starts from: a concurrent request that
 * moved it first wins, and this one changes nothing (a double click is harmless).
 */
async function transition(
  db: Database,
  actor: Actor,
  record: EvaluationRecord,
  change: { from: 'IN_PROGRESS' | 'COMPLETED'; values: Partial<typeof evaluations.$inferInsert> },
): Promise<void> {
  const { id } = record.evaluation;
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(evaluations)
      .set(change.values)
      .where(and(eq(evaluations.id, id), eq(evaluations.status, change.from)))
      .returning();
    if (!updated) return;
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: record.clientId,
      entity: 'evaluation',
      entityId: id,
      action: 'update',
      before: record.evaluation,
      after: updated,
    });
  });
}

export async function reopenEvaluation(db: Database, actor: Actor, id: string): Promise<Evaluation> {
  assertPermission(actor, 'evaluation:reopen');
  const record = await findEvaluationInScope(db, actor, id);
  if (record.evaluation.status !== 'COMPLETED') conflict(EVALUATION_MESSAGES.notCompleted);
  try {
    await transition(db, actor, record, {
      from: 'COMPLETED',
      values: { status: 'IN_PROGRESS', completedById: null, completedAt: null, result: null },
    });
  } catch (error) {
    if (isUniqueViolation(error)) conflict(EVALUATION_MESSAGES.alreadyInProgress);
    throw error;
  }
  return (await toEvaluations(db, await findEvaluationRecords(db, [id])))[0]!;
}

/** Abandons an evaluation in progress; a completed one is history and stays. */
export async function deleteEvaluation(db: Database, actor: Actor, id: string): Promise<void> {
  assertPermission(actor, 'evaluation:complete');
  const record = await findEvaluationInScope(db, actor, id);
  if (record.evaluation.status !== 'IN_PROGRESS') conflict('Une auto-évaluation terminée ne peut pas être supprimée');
  await db.transaction(async (tx) => {
    await tx.delete(evaluations).where(and(eq(evaluations.id, id), eq(evaluations.status, 'IN_PROGRESS')));
    await recordAudit(tx, {
      actorId: actor.id,
      clientId: record.clientId,
      entity: 'evaluation',
      entityId: id,
      action: 'delete',
      before: record.evaluation,
    });
  });
}
