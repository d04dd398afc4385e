import { labelledEnum } from '../enums.ts';

/** Issue 28 item 3 (ADR 042): who a survey asks, its states, the kinds of question. */
export const { values: SURVEY_AUDIENCES, labels: SURVEY_AUDIENCE_LABELS } = labelledEnum([
  ['PARENTS', 'Familles'],
  ['STAFF', 'Équipe'],
]);
export type SurveyAudience = (typeof SURVEY_AUDIENCES)[number];

/** DRAFT: being adapted; OPEN: answers accepted until the closing date; CLOSED: closed by hand or by the date. */
export const { values: SURVEY_STATES, labels: SURVEY_STATE_LABELS } = labelledEnum([
  ['DRAFT', 'En préparation'],
  ['OPEN', 'Ouverte'],
  ['CLOSED', 'Close'],
]);
export type SurveyState = (typeof SURVEY_STATES)[number];

/** SCALE: the four-step agreement scale; CHOICE: one option of the question's own; COMMENT: free text. */
export const { values: SURVEY_QUESTION_TYPES, labels: SURVEY_QUESTION_TYPE_LABELS } = labelledEnum([
  ['SCALE', 'Échelle d’accord'],
  ['CHOICE', 'Choix unique'],
  ['COMMENT', 'Commentaire libre'],
]);
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

export const SURVEY_SCALE = ['Pas du tout', 'Plutôt pas', 'Plutôt', 'Tout à fait'] as const;

/** Below this many answers nothing of the results is shown or exported: a few answers could be recognised. */
export const SURVEY_RESULTS_THRESHOLD = 5;
/** Codes generated in one go, and in all, for one survey. */
export const SURVEY_CODES_PER_BATCH = 200;
export const SURVEY_MAX_CODES = 2000;
export const SURVEY_MAX_QUESTIONS = 30;
export const SURVEY_COMMENT_MAX = 2000;

/** The options a question offers, in order: the scale, its own options, or none (a comment). */
export function optionsOf(question: { type: SurveyQuestionType; options?: readonly string[] | null }): string[] {
  if (question.type === 'SCALE') return [...SURVEY_SCALE];
  if (question.type === 'CHOICE') return [...(question.options ?? [])];
  return [];
}
