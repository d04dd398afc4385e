import {
  DEFAULT_PLANNED_ACCOMPAGNES_TRACEURS,
  hasSessionLabel,
  methodOfQuestion,
  type HasMethod,
} from '@qc/shared/has-sessions/rules';
import { HAS_SESSION_MESSAGES, type HasSession, type HasSessions } from '@qc/shared/has-sessions/schemas';
import { isSetAside } from '@qc/shared/questionnaires/applicability';
import { hasCriterionOf } from '@qc/shared/scoring/has';
import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { conflict, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { hasSessionAnswers, hasSessionPlans, hasSessions } from '../db/schema-evaluations.ts';
import { findEvaluationInScope, loadQuestions, type EvaluationRecord } from '../evaluations/queries.ts';
import type { Actor } from '../scope/actor.ts';

/** The evaluation (in the caller's scope: 404 otherwise) and the HAS criteria of its version, by method. */
export async function loadCriteria(db: Database, actor: Actor, evaluationId: string) {
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

/**
 * A session of an evaluation in the caller's scope (404 « Auto-évaluation introuvable » otherwise) that is still being
 * answered (409, as for an answer), and of this evaluation (404 « Session introuvable… »): what a rename or a deletion
 * acts on. The transaction checks the status again under its lock (`lockOpenEvaluation`).
 */
export async function findSessionOfOpenEvaluation(db: Database, actor: Actor, evaluationId: string, sessionId: string) {
  const record = await findEvaluationInScope(db, actor, evaluationId);
  if (record.evaluation.status !== 'IN_PROGRESS') conflict(EVALUATION_MESSAGES.notInProgress);
  const [session] = await db
    .select()
    .from(hasSessions)
    .where(and(eq(hasSessions.id, sessionId), eq(hasSessions.evaluationId, evaluationId)));
  if (!session) notFound(HAS_SESSION_MESSAGES.sessionNotFound);
  return { record, session };
}

/**
 * The HAS sessions of these evaluations by evaluation, each with its cotations, by method then number: two queries
 * whatever the number of evaluations. Read for one evaluation's sessions and for the preparation pack's
 * (`has-preparation-sessions.ts`); an evaluation without any session has no entry.
 */
export async function loadSessionsOf(db: Database, evaluationIds: string[]): Promise<Map<string, HasSession[]>> {
  const byEvaluation = new Map<string, HasSession[]>();
  if (evaluationIds.length === 0) return byEvaluation;
  const rows = await db
    .select()
    .from(hasSessions)
    .where(inArray(hasSessions.evaluationId, evaluationIds))
    .orderBy(asc(hasSessions.method), asc(hasSessions.number));
  if (rows.length === 0) return byEvaluation;
  const answers = await db
    .select()
    .from(hasSessionAnswers)
    .where(
      inArray(
        hasSessionAnswers.sessionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(hasSessionAnswers.questionKey));
  for (const row of rows) {
    const session = toSession(
      row,
      answers.filter((answer) => answer.sessionId === row.id),
    );
    const sessions = byEvaluation.get(row.evaluationId) ?? [];
    sessions.push(session);
    byEvaluation.set(row.evaluationId, sessions);
  }
  return byEvaluation;
}

export function toSession(
  row: typeof hasSessions.$inferSelect,
  answers: Array<typeof hasSessionAnswers.$inferSelect>,
): HasSession {
  const method = row.method as HasMethod;
  return {
    id: row.id,
    method,
    number: row.number,
    name: row.name,
    label: hasSessionLabel(method, row.number, row.name),
    answers: answers.map((answer) => ({
      questionKey: answer.questionKey,
      value: answer.value,
      notApplicable: answer.notApplicable,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function readSessions(
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
    sessions: (await loadSessionsOf(db, [evaluationId])).get(evaluationId) ?? [],
  };
}
