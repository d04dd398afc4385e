import { ACTION_STATUS_LABELS } from '@qc/shared/enums';
import {
  SURVEY_AUDIENCE_LABELS,
  SURVEY_RESULTS_THRESHOLD,
  SURVEY_STATE_LABELS,
  type SurveyAudience,
} from '@qc/shared/surveys/enums';
import { SURVEY_MESSAGES } from '@qc/shared/surveys/schemas';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { actionScopeWhere, selectActions, toActions } from '../action-plans/queries.ts';
import { toIso } from '../common/dates.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { actions } from '../db/schema-action-plans.ts';
import { evaluationProjectVersions } from '../db/schema-evaluation-projects.ts';
import { surveyResponses, surveys } from '../db/schema-surveys.ts';
import { establishments } from '../db/schema.ts';
import { ESTABLISHMENT_ERRORS, establishmentScopeWhere } from '../establishments/queries.ts';
import { loadAnswers } from '../evaluations/answer-queries.ts';
import { getEvaluationOverview } from '../evaluations/get-evaluation-overview.ts';
import { findEvaluationRecords, loadQuestions } from '../evaluations/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { effectiveState, surveyScopeWhere } from '../surveys/access.ts';
import { readResults } from '../surveys/results.ts';
import type { AuthoritiesReportData } from './authorities-model.ts';
import { qualityResults } from './authorities-results.ts';
import { selectEstablishmentInfo } from './establishment-info.ts';

/** The surveys of the last cycle that speak in the report, newest first. */
const MAX_SURVEYS = 6;

/**
 * Issue 28 item 4 (ADR 046): what the report for the authorities says, read on the request thread and scoped to
 * the caller, as plain data for a render worker. Only counts and the comments the director left visible leave the
 * surveys: no response row, no code, no respondent.
 */
export async function readAuthoritiesReport(
  db: Database,
  actor: Actor,
  establishmentId: string,
): Promise<Omit<AuthoritiesReportData, 'generatedAt'>> {
  const scope = await actor.getScope();
  const establishment = await selectEstablishmentInfo(
    db,
    and(eq(establishments.id, establishmentId), establishmentScopeWhere(scope)),
  );
  if (!establishment) notFound(ESTABLISHMENT_ERRORS.notFound);

  const overview = await getEvaluationOverview(db, actor, establishmentId);
  const latest = overview.forms.filter((item) => item.form.kind === 'QUALITY' && item.lastCompleted);
  const latestIds = latest.map((item) => item.lastCompleted!.id);
  const records = await findEvaluationRecords(db, latestIds);
  const [questionsByVersion, answersByEvaluation, actionRecords, surveyRows, [calendarRow]] = await Promise.all([
    loadQuestions(
      db,
      records.map((record) => ({ formId: record.evaluation.formId, version: record.evaluation.formVersion })),
    ),
    loadAnswers(db, latestIds),
    latestIds.length
      ? selectActions(db).where(
          and(inArray(actions.evaluationId, latestIds), ne(actions.status, 'CANCELLED'), await actionScopeWhere(actor)),
        )
      : Promise.resolve([]),
    db
      .select({
        survey: surveys,
        // Qualified by hand: in a one-table select drizzle leaves column names bare, and a bare "id" inside the
        // sub-query would be the response's own.
        responseCount: sql<number>`(select count(*)::int from ${surveyResponses} r where r.survey_id = "surveys"."id")`,
      })
      .from(surveys)
      .where(
        and(eq(surveys.establishmentId, establishmentId), ne(surveys.state, 'DRAFT'), surveyScopeWhere(actor, scope)),
      )
      .orderBy(desc(surveys.openedAt), desc(surveys.id))
      .limit(MAX_SURVEYS),
    db
      .select({
        number: evaluationProjectVersions.number,
        validatedAt: evaluationProjectVersions.validatedAt,
        content: evaluationProjectVersions.content,
      })
      .from(evaluationProjectVersions)
      .where(
        and(
          eq(evaluationProjectVersions.establishmentId, establishmentId),
          eq(evaluationProjectVersions.state, 'VALIDATED'),
        ),
      )
      .orderBy(desc(evaluationProjectVersions.number))
      .limit(1),
  ]);
  const plan = await toActions(db, actionRecords);
  const actionsByQuestion = new Map<string, string[]>();
  for (const action of plan) {
    if (!action.evaluationId || !action.questionKey || action.status === 'DONE') continue;
    const key = `${action.evaluationId}:${action.questionKey}`;
    actionsByQuestion.set(key, [...(actionsByQuestion.get(key) ?? []), action.title]);
  }

  const results = qualityResults({ latest, records, questionsByVersion, answersByEvaluation, actionsByQuestion });

  const voices: AuthoritiesReportData['surveys'] = [];
  for (const { survey, responseCount } of surveyRows) {
    const results = await readResults(db, survey, responseCount);
    // Hidden comments stay in the application: the director hid them for a reason (ADR 042).
    const visible = results.comments.filter((comment) => !comment.hidden);
    voices.push({
      title: survey.title,
      audience: SURVEY_AUDIENCE_LABELS[survey.audience as SurveyAudience],
      state: SURVEY_STATE_LABELS[effectiveState(survey)],
      openedAt: survey.openedAt ? toIso(survey.openedAt) : null,
      responseCount,
      shown: results.shown,
      message: results.shown ? null : SURVEY_MESSAGES.belowThreshold,
      questions: results.questions
        .filter((question) => question.type !== 'COMMENT')
        .map((question) => ({ label: question.label, answered: question.answered, options: question.options })),
      comments: results.questions
        .filter((question) => question.type === 'COMMENT')
        .map((question) => ({
          label: question.label,
          bodies: visible.filter((comment) => comment.questionKey === question.key).map((comment) => comment.body),
        }))
        .filter((question) => question.bodies.length > 0),
    });
  }

  return {
    establishment,
    threshold: SURVEY_RESULTS_THRESHOLD,
    ...results,
    surveys: voices,
    plan: plan
      .map((action) => ({
        title: action.title,
        formName: action.formName,
        responsibleName: action.responsibleName,
        dueDate: action.dueDate,
        status: ACTION_STATUS_LABELS[action.status],
        isOverdue: action.isOverdue,
        progress: action.progress,
      }))
      // Dated actions first, soonest first; the undated last.
      .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999')),
    calendar: calendarRow
      ? {
          number: calendarRow.number,
          validatedAt: calendarRow.validatedAt ? toIso(calendarRow.validatedAt) : null,
          years: calendarRow.content.calendar,
        }
      : null,
  };
}
