import { getParisToday } from '@qc/shared/dates';
import type { SurveyState } from '@qc/shared/surveys/enums';
import { SURVEY_MESSAGES } from '@qc/shared/surveys/schemas';
import type { SurveyDetail, SurveySummary } from '@qc/shared/surveys/outputs';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { firstOrNotFound } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { surveyCodes, surveyResponses, surveys, type StoredSurveyQuestion } from '../db/schema-surveys.ts';
import type { Actor, Scope } from '../scope/actor.ts';

/**
 * Who prepares a survey and reads its results (ADR 042), as a `where` clause of every query: the group's
 * CLIENT_MASTER every survey of her client, a DIRECTOR those of the establishments she is linked to; an ADMIN of
 * the platform (scope `all`) none — anonymous answers of families are no business of the platform.
 */
export function surveyScopeWhere(actor: Actor, scope: Scope): SQL {
  if (scope.kind === 'all') return sql`false`;
  if (scope.kind === 'client') return eq(surveys.clientId, scope.clientId);
  if (scope.establishmentIds.length === 0 || !actor.roles.includes('DIRECTOR')) return sql`false`;
  return inArray(surveys.establishmentId, scope.establishmentIds);
}

export type SurveyRow = typeof surveys.$inferSelect;

/** OPEN until its closing date (a Paris day) has passed, then CLOSED without anyone closing it. */
export function effectiveState(survey: Pick<SurveyRow, 'state' | 'closesOn'>, today = getParisToday()): SurveyState {
  if (survey.state === 'OPEN' && survey.closesOn && survey.closesOn < today) return 'CLOSED';
  return survey.state as SurveyState;
}

const responseCount = sql<number>`(select count(*)::int from ${surveyResponses} where ${surveyResponses.surveyId} = ${surveys.id})`;

/** The survey if the caller may handle it, else 404 like an id that exists nowhere. */
export async function findSurvey(db: Database | Transaction, actor: Actor, id: string, lock = false) {
  const query = db
    .select({ survey: surveys, establishmentName: establishments.name, responseCount })
    .from(surveys)
    .innerJoin(establishments, eq(establishments.id, surveys.establishmentId))
    .where(and(eq(surveys.id, id), surveyScopeWhere(actor, await actor.getScope())));
  return firstOrNotFound(lock ? query.for('update', { of: surveys }) : query, SURVEY_MESSAGES.notFound);
}

export function toSummary(survey: SurveyRow, responses: number): SurveySummary {
  return {
    id: survey.id,
    establishmentId: survey.establishmentId,
    audience: survey.audience as SurveySummary['audience'],
    title: survey.title,
    state: effectiveState(survey),
    closesOn: survey.closesOn,
    codeCount: survey.codeCount,
    responseCount: responses,
    createdAt: survey.createdAt.toISOString(),
  };
}

/** A question as the survey shows it, to its author and to a respondent: its options only for a choice. */
export function toSurveyQuestion(question: StoredSurveyQuestion) {
  return {
    key: question.key,
    type: question.type,
    label: question.label,
    theme: question.theme ?? null,
    ...(question.type === 'CHOICE' ? { options: question.options ?? [] } : {}),
  };
}

export async function toDetail(
  db: Database | Transaction,
  row: { survey: SurveyRow; establishmentName: string; responseCount: number },
): Promise<SurveyDetail> {
  const [used] = await db
    .select({ total: count() })
    .from(surveyCodes)
    .where(and(eq(surveyCodes.surveyId, row.survey.id), eq(surveyCodes.used, true)));
  return {
    ...toSummary(row.survey, row.responseCount),
    introduction: row.survey.introduction,
    establishmentName: row.establishmentName,
    questions: row.survey.questions.map(toSurveyQuestion),
    usedCodeCount: used?.total ?? 0,
    openedAt: row.survey.openedAt?.toISOString() ?? null,
    closedAt: row.survey.closedAt?.toISOString() ?? null,
  };
}

/** What the audit journal keeps of a survey: no question text is sensitive, but answers never go there. */
export function auditSnapshot(survey: SurveyRow) {
  return {
    id: survey.id,
    establishmentId: survey.establishmentId,
    audience: survey.audience,
    title: survey.title,
    state: survey.state,
    closesOn: survey.closesOn,
    questionCount: survey.questions.length,
    codeCount: survey.codeCount,
  };
}

/**
 * Writes `changes` to a survey read under its lock (`findSurvey(tx, actor, id, true)`), with its audit entry (the
 * row before and after): every change of state or content goes through here.
 */
export async function writeSurvey(tx: Transaction, actor: Actor, survey: SurveyRow, changes: Partial<SurveyRow>) {
  const audit = {
    entity: 'survey',
    action: 'update',
    clientId: survey.clientId,
    before: auditSnapshot(survey),
  } as const;
  return audited(tx, actor, audit, async () => {
    const [row] = await tx.update(surveys).set(changes).where(eq(surveys.id, survey.id)).returning();
    return auditSnapshot(row!);
  });
}
