import * as v from 'valibot';
import { SURVEY_AUDIENCES, SURVEY_QUESTION_TYPES, SURVEY_STATES } from './enums.ts';
import { SURVEY_THEMES } from './templates.ts';

const QuestionOutput = v.object({
  key: v.string(),
  type: v.picklist(SURVEY_QUESTION_TYPES),
  label: v.string(),
  options: v.optional(v.array(v.string())),
  theme: v.nullable(v.picklist(SURVEY_THEMES)),
});

export const SurveySummarySchema = v.object({
  id: v.string(),
  establishmentId: v.string(),
  audience: v.picklist(SURVEY_AUDIENCES),
  title: v.string(),
  /** OPEN past its closing date reads CLOSED. */
  state: v.picklist(SURVEY_STATES),
  closesOn: v.nullable(v.string()),
  codeCount: v.number(),
  responseCount: v.number(),
  createdAt: v.string(),
});
export type SurveySummary = v.InferOutput<typeof SurveySummarySchema>;

export const SurveyDetailSchema = v.object({
  ...SurveySummarySchema.entries,
  introduction: v.string(),
  establishmentName: v.string(),
  questions: v.array(QuestionOutput),
  usedCodeCount: v.number(),
  openedAt: v.nullable(v.string()),
  closedAt: v.nullable(v.string()),
});
export type SurveyDetail = v.InferOutput<typeof SurveyDetailSchema>;

/** Codes in clear: answered once, when generated; only their hashes are kept. */
export const SurveyCodesSchema = v.object({
  codes: v.array(v.string()),
  codeCount: v.number(),
});
export type SurveyCodes = v.InferOutput<typeof SurveyCodesSchema>;

export const SurveyCommentSchema = v.object({
  id: v.string(),
  questionKey: v.string(),
  body: v.string(),
  hidden: v.boolean(),
});

export const SurveyResultsSchema = v.object({
  responseCount: v.number(),
  threshold: v.number(),
  /** False below the threshold: `questions` and `comments` are then empty. */
  shown: v.boolean(),
  message: v.nullable(v.string()),
  questions: v.array(
    v.object({
      key: v.string(),
      type: v.picklist(SURVEY_QUESTION_TYPES),
      label: v.string(),
      theme: v.nullable(v.picklist(SURVEY_THEMES)),
      answered: v.number(),
      options: v.array(v.object({ label: v.string(), count: v.number() })),
    }),
  ),
  comments: v.array(SurveyCommentSchema),
});
export type SurveyResults = v.InferOutput<typeof SurveyResultsSchema>;

/** What the public page may show: the survey's title, introduction, the establishment's name and the questions. */
export const PublicSurveySchema = v.object({
  title: v.string(),
  introduction: v.string(),
  establishmentName: v.string(),
  closesOn: v.nullable(v.string()),
  questions: v.array(QuestionOutput),
});
export type PublicSurvey = v.InferOutput<typeof PublicSurveySchema>;

export const PublicSurveyAnsweredSchema = v.object({ received: v.literal(true) });
