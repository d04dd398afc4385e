import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './schema.ts';
import { documents } from './schema-documents.ts';
import { evaluations } from './schema-questionnaires.ts';
import { id, timestamptz, createdAt } from './columns.ts';

/**
 * DESIGN §5: one answer per question key of an evaluation. `version` is the
 * optimistic-concurrency counter: a save names the version it edited, and
 * two people on one form never silently overwrite each other.
 */
export const answers = pgTable(
  'answers',
  {
    id: id(),
    evaluationId: text('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    questionKey: text('question_key').notNull(),
    value: jsonb('value').$type<boolean | string | string[] | number | null>(),
    notApplicable: boolean('not_applicable').notNull().default(false),
    justification: text('justification'),
    comment: text('comment'),
    answeredById: text('answered_by_id').references(() => user.id, { onDelete: 'set null' }),
    answeredAt: timestamptz('answered_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [uniqueIndex('answers_evaluation_question_key').on(table.evaluationId, table.questionKey)],
);

/** Evidence: documents of the establishment attached to an answer; one document may prove several answers. */
export const answerEvidence = pgTable(
  'answer_evidence',
  {
    answerId: text('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      // A document proving a completed evaluation cannot vanish from under it: deletion is refused.
      .references(() => documents.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.answerId, table.documentId] }),
    index('answer_evidence_document_idx').on(table.documentId),
  ],
);

/**
 * Issue 27 item 2 (ADR 039): a question of an evaluation given to a user of the establishment, and its review
 * state (ASSIGNED → READY_FOR_REVIEW → SENT_BACK with a note → READY_FOR_REVIEW … → ACCEPTED). One row per
 * question: a whole questionnaire given out is one row per question, so each answer is reviewed on its own.
 */
export const evaluationAssignments = pgTable(
  'evaluation_assignments',
  {
    id: id(),
    evaluationId: text('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    questionKey: text('question_key').notNull(),
    assigneeId: text('assignee_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('ASSIGNED'),
    note: text('note'),
    assignedById: text('assigned_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The save's check reads this index (evaluation, key), the « any assignment? » test its prefix.
    uniqueIndex('evaluation_assignments_evaluation_key').on(table.evaluationId, table.questionKey),
    // « Mes tâches »: a user's questions still to answer.
    index('evaluation_assignments_assignee_idx').on(table.assigneeId, table.status),
  ],
);

/**
 * Issue 30 item 3 (ADR 048): the sessions of an HAS self-evaluation by method. A session is anonymous: its method and
 * number (« Accompagné traceur n° 2 ») and nothing that names the person or the process it followed.
 */
export const hasSessions = pgTable(
  'has_sessions',
  {
    id: id(),
    evaluationId: text('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    number: integer('number').notNull(),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('has_sessions_evaluation_method_number').on(table.evaluationId, table.method, table.number)],
);

/** One session's cotation of one criterion of its method; the evaluation's answer is derived from them. */
export const hasSessionAnswers = pgTable(
  'has_session_answers',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => hasSessions.id, { onDelete: 'cascade' }),
    questionKey: text('question_key').notNull(),
    value: jsonb('value').$type<number | string | null>(),
    notApplicable: boolean('not_applicable').notNull().default(false),
    answeredById: text('answered_by_id').references(() => user.id, { onDelete: 'set null' }),
    answeredAt: timestamptz('answered_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.questionKey] })],
);

/** The number of accompagnés traceurs the quality manager plans for an evaluation (none: the product's default). */
export const hasSessionPlans = pgTable('has_session_plans', {
  evaluationId: text('evaluation_id')
    .primaryKey()
    .references(() => evaluations.id, { onDelete: 'cascade' }),
  plannedAccompagnesTraceurs: integer('planned_accompagnes_traceurs').notNull(),
});
