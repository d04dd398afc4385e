import * as v from 'valibot';
import { listInput } from '../common/list.ts';
import { optionalDate } from '../validation/dates.ts';
import { idSchema, integerBetween, noControlCharacters, requiredId, requiredText } from '../validation/fields.ts';
import {
  SURVEY_AUDIENCES,
  SURVEY_CODES_PER_BATCH,
  SURVEY_COMMENT_MAX,
  SURVEY_MAX_QUESTIONS,
  SURVEY_QUESTION_TYPES,
  SURVEY_STATES,
} from './enums.ts';
import { SURVEY_MESSAGES as M } from './messages.ts';
import { SURVEY_THEMES } from './templates.ts';

export { SURVEY_MESSAGES } from './messages.ts';

/** Contact details have no place in an anonymous answer: an e-mail, or a run of 8 digits (a phone number). */
export function looksLikeContactDetails(value: string): boolean {
  return /[^\s@]+@[^\s@]+\.[^\s@]+/.test(value) || /(\d[\s.-]?){8,}/.test(value);
}

/**
 * An invitation code as it travels in the link. Generated codes are 12 characters of an alphabet without
 * look-alikes (no 0/O, 1/I/L); the schema accepts any 6 to 32 letters and digits, so that a mistyped code gets
 * the French « unknown link » rather than a format error, and nothing else reaches the database.
 */
export const SURVEY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SURVEY_CODE_LENGTH = 12;
export const surveyCodeSchema = v.pipe(
  v.string(M.codeInvalid),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9]{6,32}$/, M.codeInvalid),
);

const questionKey = v.pipe(v.string(M.keyInvalid), v.regex(/^[a-z0-9_-]{1,32}$/i, M.keyInvalid));

export const SurveyQuestionSchema = v.pipe(
  v.object({
    key: questionKey,
    type: v.picklist(SURVEY_QUESTION_TYPES, M.questionTypeInvalid),
    label: requiredText(M.questionLabelRequired, 300),
    options: v.optional(
      v.pipe(
        v.array(requiredText(M.optionRequired, 120), M.optionsRequired),
        v.maxLength(10, M.optionsRequired),
        v.check(
          (options) => new Set(options.map((option) => option.toLowerCase())).size === options.length,
          M.optionsDuplicate,
        ),
      ),
    ),
    theme: v.optional(v.nullable(v.picklist(SURVEY_THEMES, M.questionTypeInvalid))),
  }),
  v.forward(
    v.check((question) => question.type !== 'CHOICE' || (question.options?.length ?? 0) >= 2, M.optionsRequired),
    ['options'],
  ),
  v.transform((question) => ({
    key: question.key,
    type: question.type,
    label: question.label,
    theme: question.theme ?? null,
    ...(question.type === 'CHOICE' ? { options: question.options ?? [] } : {}),
  })),
);

const questionsSchema = v.pipe(
  v.array(SurveyQuestionSchema, M.questionsRequired),
  v.minLength(1, M.questionsRequired),
  v.maxLength(SURVEY_MAX_QUESTIONS, M.tooManyQuestions),
  v.check((questions) => new Set(questions.map((question) => question.key)).size === questions.length, M.keysDuplicate),
);

export const SurveyCreateInputSchema = v.object({
  establishmentId: requiredId(M.establishmentRequired),
  audience: v.picklist(SURVEY_AUDIENCES, M.audienceInvalid),
});
export type SurveyCreateInput = v.InferOutput<typeof SurveyCreateInputSchema>;

/** Adapting a survey in preparation: its title, introduction, closing date and questions. */
export const SurveyUpdateInputSchema = v.object({
  id: idSchema,
  title: requiredText(M.titleRequired, 200),
  introduction: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(1000, 'Ce champ ne peut pas dépasser 1000 caractères'),
      noControlCharacters(),
    ),
    '',
  ),
  closesOn: optionalDate(M.closesOnInvalid),
  questions: questionsSchema,
});
export type SurveyUpdateInput = v.InferOutput<typeof SurveyUpdateInputSchema>;

export const SurveyListInputSchema = listInput({
  establishmentId: idSchema,
  state: v.optional(v.picklist(SURVEY_STATES, M.stateInvalid)),
});
export type SurveyListInput = v.InferOutput<typeof SurveyListInputSchema>;

export const SurveyCodesInputSchema = v.object({
  id: idSchema,
  count: integerBetween(1, SURVEY_CODES_PER_BATCH, M.codeCountInvalid),
});
export type SurveyCodesInput = v.InferOutput<typeof SurveyCodesInputSchema>;

export const SurveyCommentVisibilityInputSchema = v.object({
  id: idSchema,
  hidden: v.boolean(M.hiddenInvalid),
});
export type SurveyCommentVisibilityInput = v.InferOutput<typeof SurveyCommentVisibilityInputSchema>;

/** The public page's reading: the code in the path, nothing else. */
export const PublicSurveyInputSchema = v.object({ code: surveyCodeSchema });
export type PublicSurveyInput = v.InferOutput<typeof PublicSurveyInputSchema>;

/**
 * One respondent's answers: the option chosen (its text) for a scale or a choice, the text typed for a comment.
 * Which keys and options are valid depends on the survey: checked by the server against it.
 */
export const PublicSurveyAnswerInputSchema = v.object({
  code: surveyCodeSchema,
  answers: v.pipe(
    v.array(
      v.object({
        key: questionKey,
        value: v.pipe(
          v.string(M.answersInvalid),
          v.trim(),
          v.maxLength(SURVEY_COMMENT_MAX, M.commentTooLong),
          noControlCharacters(M.answersInvalid),
        ),
      }),
      M.answersInvalid,
    ),
    v.maxLength(SURVEY_MAX_QUESTIONS, M.answersInvalid),
  ),
});
export type PublicSurveyAnswerInput = v.InferOutput<typeof PublicSurveyAnswerInputSchema>;
