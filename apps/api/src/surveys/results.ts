import { optionsOf, SURVEY_RESULTS_THRESHOLD } from '@qc/shared/surveys/enums';
import type { SurveyResults } from '@qc/shared/surveys/outputs';
import { SURVEY_MESSAGES } from '@qc/shared/surveys/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { surveyComments, surveyResponses } from '../db/schema-surveys.ts';
import type { SurveyRow } from './access.ts';

/**
 * The counts of each option and the comments, only from SURVEY_RESULTS_THRESHOLD answers: below that, a handful of
 * answers could be told apart by who was asked. No per-respondent row ever leaves: counts and comments only.
 */
export async function readResults(
  db: Database | Transaction,
  survey: SurveyRow,
  responseCount: number,
): Promise<SurveyResults> {
  const base = { responseCount, threshold: SURVEY_RESULTS_THRESHOLD };
  if (responseCount < SURVEY_RESULTS_THRESHOLD)
    return { ...base, shown: false, message: SURVEY_MESSAGES.belowThreshold, questions: [], comments: [] };
  const [responses, comments] = await Promise.all([
    db
      .select({ choices: surveyResponses.choices })
      .from(surveyResponses)
      .where(eq(surveyResponses.surveyId, survey.id)),
    db
      .select({
        id: surveyComments.id,
        questionKey: surveyComments.questionKey,
        body: surveyComments.body,
        hidden: surveyComments.hidden,
      })
      .from(surveyComments)
      .where(eq(surveyComments.surveyId, survey.id))
      // Random ids: the order says nothing of when a comment came.
      .orderBy(asc(surveyComments.questionKey), asc(surveyComments.id)),
  ]);
  const questions = survey.questions.map((question) => {
    if (question.type === 'COMMENT') {
      const answered = comments.filter((comment) => comment.questionKey === question.key).length;
      return {
        key: question.key,
        type: question.type,
        label: question.label,
        theme: question.theme ?? null,
        answered,
        options: [],
      };
    }
    const options = optionsOf(question).map((label) => ({
      label,
      count: responses.filter((response) => response.choices[question.key] === label).length,
    }));
    return {
      key: question.key,
      type: question.type,
      label: question.label,
      theme: question.theme ?? null,
      answered: options.reduce((sum, option) => sum + option.count, 0),
      options,
    };
  });
  return { ...base, shown: true, message: null, questions, comments };
}
