import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import {
  COMBINED_NOT_CONCERNED_JUSTIFICATION,
  combineSessionAnswers,
  DEFAULT_PLANNED_ACCOMPAGNES_TRACEURS,
  hasSessionLabel,
  methodOfQuestion,
  type HasMethod,
} from '@qc/shared/has-sessions/rules';
import {
  HAS_SESSION_MESSAGES,
  type HasSession,
  type HasSessionAnswerInput,
  type HasSessions,
} from '@qc/shared/has-sessions/schemas';
import { isSetAside } from '@qc/shared/questionnaires/applicability';
import { hasCriterionOf } from '@qc/shared/scoring/has';
import { OPTIMIZED, scoreAnswer, toScorableQuestion } from '@qc/shared/scoring/score';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { isUniqueViolation } from '../common/database-errors.ts';
import { conflict, fieldError, invalid, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { hasSessionAnswers, hasSessionPlans, hasSessions } from '../db/schema-evaluations.ts';
import { findOpenQuestion, lockOpenEvaluation } from '../evaluations/open-evaluation.ts';
import { findEvaluationInScope, loadQuestions, type EvaluationRecord } from '../evaluations/queries.ts';
import type { Actor } from '../scope/actor.ts';

/** The evaluation (in the caller's scope: 404 otherwise) and the HAS criteria of its version, by method. */
async function loadCriteria(db: Database, actor: Actor, evaluationId: string) {
  const record = await findEvaluationInScope(db, actor, evaluationId);
  const { formId, formVersion, applicability } = record.evaluation;
  const questions = (await loadQuestions(db, [{ formId, version: formVersion }])).get(`${formId}:${formVersion}`) ?? [];
  const criteria: HasSessions['criteria'] = [];
  for (const question of questions) {
    const method = methodOfQuestion(question.key);
    const criterion = method ? hasCriterionOf(question) : null;
    if (!method || !criterion || isSetAside(applicability?.excluded, question.key)) continue;
    criteria.push({
      questionKey: question.key,
      code: criterion.code,
      label: question.label,
      isCritical: question.isCritical,
      method,
    });
  }
  return { record, criteria };
}

async function loadSessions(db: Database, evaluationId: string): Promise<HasSession[]> {
  const rows = await db
    .select()
    .from(hasSessions)
    .where(eq(hasSessions.evaluationId, evaluationId))
    .orderBy(asc(hasSessions.method), asc(hasSessions.number));
  const answers =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(hasSessionAnswers)
          .where(
            inArray(
              hasSessionAnswers.sessionId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(hasSessionAnswers.questionKey));
  return rows.map((row) =>
    toSession(
      row,
      answers.filter((answer) => answer.sessionId === row.id),
    ),
  );
}

function toSession(
  row: typeof hasSessions.$inferSelect,
  answers: Array<typeof hasSessionAnswers.$inferSelect>,
): HasSession {
  const method = row.method as HasMethod;
  return {
    id: row.id,
    method,
    number: row.number,
    label: hasSessionLabel(method, row.number),
    answers: answers.map((answer) => ({
      questionKey: answer.questionKey,
      value: answer.value,
      notApplicable: answer.notApplicable,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

async function readSessions(
  db: Database,
  record: EvaluationRecord,
  criteria: HasSessions['criteria'],
): Promise<HasSessions> {
  const evaluationId = record.evaluation.id;
  const [plan] = await db.select().from(hasSessionPlans).where(eq(hasSessionPlans.evaluationId, evaluationId));
  return {
    evaluationId,
    plannedAccompagnesTraceurs: plan?.plannedAccompagnesTraceurs ?? DEFAULT_PLANNED_ACCOMPAGNES_TRACEURS,
    plannedIsDefault: !plan,
    criteria,
    sessions: await loadSessions(db, evaluationId),
  };
}

/** `GET /evaluations/{evaluationId}/has-sessions` (`evaluation:read`). */
export async function listHasSessions(
  db: Database,
  actor: Actor,
  input: { evaluationId: string },
): Promise<HasSessions> {
  const { record, criteria } = await loadCriteria(db, actor, input.evaluationId);
  return readSessions(db, record, criteria);
}

/** `PUT …/has-sessions/planned` (`evaluation:complete`: whoever leads the evaluation plans it). */
export async function setPlannedAccompagnesTraceurs(
  db: Database,
  actor: Actor,
  input: { evaluationId: string; planned: number },
): Promise<HasSessions> {
  const { record, criteria } = await loadCriteria(db, actor, input.evaluationId);
  if (criteria.length === 0) invalid(HAS_SESSION_MESSAGES.notHas);
  await db.transaction(async (tx) => {
    await lockOpenEvaluation(tx, input.evaluationId, 'share');
    await tx
      .insert(hasSessionPlans)
      .values({ evaluationId: input.evaluationId, plannedAccompagnesTraceurs: input.planned })
      .onConflictDoUpdate({ target: hasSessionPlans.evaluationId, set: { plannedAccompagnesTraceurs: input.planned } });
  });
  return readSessions(db, record, criteria);
}

const MAX_SESSIONS_PER_METHOD = 50;

/** `POST /evaluations/{evaluationId}/has-sessions` (`evaluation:answer`): the next number of its method. */
export async function startHasSession(
  db: Database,
  actor: Actor,
  input: { evaluationId: string; method: HasMethod },
): Promise<HasSession> {
  const { record, criteria } = await loadCriteria(db, actor, input.evaluationId);
  if (criteria.length === 0) invalid(HAS_SESSION_MESSAGES.notHas);
  if (!criteria.some((criterion) => criterion.method === input.method))
    fieldError('method', HAS_SESSION_MESSAGES.noCriterionForMethod);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await lockOpenEvaluation(tx, input.evaluationId, 'share');
        const [{ next } = { next: 1 }] = await tx
          .select({ next: sql<number>`coalesce(max(${hasSessions.number}), 0)::int + 1` })
          .from(hasSessions)
          .where(and(eq(hasSessions.evaluationId, input.evaluationId), eq(hasSessions.method, input.method)));
        if (next > MAX_SESSIONS_PER_METHOD) conflict(HAS_SESSION_MESSAGES.tooManySessions);
        const row = await audited(
          tx,
          actor,
          { entity: 'evaluation', action: 'update', clientId: record.clientId, id: input.evaluationId },
          async () => {
            const [inserted] = await tx
              .insert(hasSessions)
              .values({ evaluationId: input.evaluationId, method: input.method, number: next, createdById: actor.id })
              .returning();
            return inserted!;
          },
        );
        return toSession(row, []);
      });
    } catch (error) {
      // Two sessions opened at once took the same number: the second takes the next one.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * `PUT …/has-sessions/{sessionId}/answers/{questionKey}` (`evaluation:answer`): the session's cotation, then the
 * criterion's answer in the evaluation derived from all its sessions (`combineSessionAnswers`), in one transaction.
 * Checked like an answer (`findOpenQuestion`: scope, in progress, the question in the evaluated version and applying,
 * who holds it once shared out), and the session must be of this evaluation and of the criterion's method.
 */
export async function saveHasSessionAnswer(
  db: Database,
  actor: Actor,
  input: HasSessionAnswerInput,
): Promise<HasSession> {
  const { question } = await findOpenQuestion(db, actor, input.evaluationId, input.questionKey);
  const [session] = await db
    .select()
    .from(hasSessions)
    .where(and(eq(hasSessions.id, input.sessionId), eq(hasSessions.evaluationId, input.evaluationId)));
  if (!session) notFound(HAS_SESSION_MESSAGES.sessionNotFound);
  const method = methodOfQuestion(question.key);
  if (!method || !hasCriterionOf(question)) invalid(HAS_SESSION_MESSAGES.notHas);
  if (method !== session.method) invalid(HAS_SESSION_MESSAGES.wrongMethod);
  if (input.notApplicable && question.isCritical)
    fieldError('notApplicable', EVALUATION_MESSAGES.criticalNotApplicable);
  const value = input.notApplicable ? null : input.value;
  if (!input.notApplicable && value === null) fieldError('value', EVALUATION_MESSAGES.valueRequired);
  if (
    value !== null &&
    (scoreAnswer(toScorableQuestion(question), value) === null || (value !== OPTIMIZED && !Number.isInteger(value)))
  )
    fieldError('value', EVALUATION_MESSAGES.valueInvalid);

  await db.transaction(async (tx) => {
    await lockOpenEvaluation(tx, input.evaluationId, 'share');
    await tx
      .insert(hasSessionAnswers)
      .values({
        sessionId: session.id,
        questionKey: input.questionKey,
        value: value as number | string | null,
        notApplicable: input.notApplicable,
        answeredById: actor.id,
      })
      .onConflictDoUpdate({
        target: [hasSessionAnswers.sessionId, hasSessionAnswers.questionKey],
        set: {
          value: value as number | string | null,
          notApplicable: input.notApplicable,
          answeredById: actor.id,
          answeredAt: sql`now()`,
        },
      });
    const all = await tx
      .select({ value: hasSessionAnswers.value, notApplicable: hasSessionAnswers.notApplicable })
      .from(hasSessionAnswers)
      .innerJoin(hasSessions, eq(hasSessions.id, hasSessionAnswers.sessionId))
      .where(
        and(eq(hasSessions.evaluationId, input.evaluationId), eq(hasSessionAnswers.questionKey, input.questionKey)),
      );
    const combined = combineSessionAnswers(all);
    if (!combined) return;
    const json = combined.value === null ? sql`null` : sql`${JSON.stringify(combined.value)}::jsonb`;
    const justification = combined.notApplicable ? COMBINED_NOT_CONCERNED_JUSTIFICATION : null;
    // The criterion's answer is the sessions' (its version moves on, so an open form sees it changed: ADR 031).
    await tx.execute(sql`
      insert into answers (id, evaluation_id, question_key, value, not_applicable, justification, answered_by_id, answered_at, version)
      values (${crypto.randomUUID()}, ${input.evaluationId}, ${input.questionKey}, ${json}, ${combined.notApplicable},
              ${justification}, ${actor.id}, now(), 1)
      on conflict (evaluation_id, question_key) do update
        set value = excluded.value, not_applicable = excluded.not_applicable, justification = excluded.justification,
            answered_by_id = excluded.answered_by_id, answered_at = now(), version = answers.version + 1`);
  });
  const answers = await db.select().from(hasSessionAnswers).where(eq(hasSessionAnswers.sessionId, session.id));
  return toSession(session, answers);
}
