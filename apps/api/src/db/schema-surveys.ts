import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { clients, establishments } from './schema.ts';
import { user } from './schema-auth.ts';
import { id, timestamptz, timestamps, parentId } from './columns.ts';

export type StoredSurveyQuestion = {
  key: string;
  type: 'SCALE' | 'CHOICE' | 'COMMENT';
  label: string;
  options?: string[];
  theme: 'CHILD' | 'PARENTS' | 'ORGANISATION' | null;
};

/**
 * Issue 28 item 3 (ADR 042): an anonymous survey of the families or the team of one establishment, made
 * from a ready-made template and adapted while in preparation.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: id(),
    clientId: parentId('client_id', () => clients.id, 'restrict'),
    establishmentId: parentId('establishment_id', () => establishments.id, 'restrict'),
    audience: text('audience').notNull(),
    title: text('title').notNull(),
    introduction: text('introduction').notNull().default(''),
    questions: jsonb('questions').$type<StoredSurveyQuestion[]>().notNull(),
    state: text('state').notNull().default('DRAFT'),
    /** The last Paris day answers are accepted. */
    closesOn: date('closes_on', { mode: 'string' }),
    openedAt: timestamptz('opened_at'),
    closedAt: timestamptz('closed_at'),
    codeCount: integer('code_count').notNull().default(0),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [index('surveys_establishment_idx').on(table.establishmentId, table.createdAt.desc(), table.id)],
);

/**
 * A single-use invitation code: only its SHA-256 and whether it was used. No moment of use, no link to the
 * answer it carried: the answer cannot be traced back to whom the code was handed.
 */
export const surveyCodes = pgTable(
  'survey_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    surveyId: parentId('survey_id', () => surveys.id, 'cascade'),
    used: boolean('used').notNull().default(false),
  },
  (table) => [index('survey_codes_survey_idx').on(table.surveyId)],
);

/**
 * One respondent's choices: question key → option chosen. No clock column, no IP, no code: a random id, read only
 * as counts. Comments are kept apart (`survey_comments`), so that a comment cannot be tied to a set of choices.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: id(),
    surveyId: parentId('survey_id', () => surveys.id, 'cascade'),
    choices: jsonb('choices').$type<Record<string, string>>().notNull(),
  },
  (table) => [index('survey_responses_survey_idx').on(table.surveyId)],
);

export const surveyComments = pgTable(
  'survey_comments',
  {
    id: id(),
    surveyId: parentId('survey_id', () => surveys.id, 'cascade'),
    questionKey: text('question_key').notNull(),
    body: text('body').notNull(),
    /** Hidden by the director (audited): left out of the shared results and the exports. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (table) => [index('survey_comments_survey_idx').on(table.surveyId, table.questionKey)],
);
