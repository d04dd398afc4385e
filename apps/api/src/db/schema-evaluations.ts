import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ExcludedQuestion } from '@qc/shared/questionnaires/applicability';
import type { RegulatoryProfile } from '@qc/shared/establishments/profile';
import { establishments } from './schema.ts';
import { user } from './schema-auth.ts';
import { documents } from './schema-documents.ts';
import { forms } from './schema-questionnaires.ts';
import { id, timestamptz, createdAt, timestamps, parentId } from './columns.ts';

/** The applicability an evaluation answers: the questions set aside, when, and the profile read. */
export type FrozenApplicability = { frozenAt: string; excluded: ExcludedQuestion[]; profile: RegulatoryProfile };

/** DESIGN §5 "computed results" of a completed evaluation. */
export type StoredEvaluationResult = {
  score: number | null;
  conformityRate: number | null;
  answered: number;
  notApplicable: number;
  total: number;
  criticalNonConformities: number;
  missingMandatoryDocuments: number;
};

/**
 * DESIGN §5. Created here so that versioning can tell whether a form version
 * is answered; the self-evaluation capability fills in the rest.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: id(),
    establishmentId: parentId('establishment_id', () => establishments.id, 'restrict'),
    formId: parentId('form_id', () => forms.id, 'restrict'),
    formVersion: integer('form_version').notNull(),
    status: text('status').notNull().default('IN_PROGRESS'),
    startedById: text('started_by_id').references(() => user.id, { onDelete: 'set null' }),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    completedById: text('completed_by_id').references(() => user.id, { onDelete: 'set null' }),
    completedAt: timestamptz('completed_at'),
    /** The computed results, frozen at completion (null while in progress: computed live). */
    result: jsonb('result').$type<StoredEvaluationResult>(),
    /**
     * Issue 26 (ADR 035): which questions do not apply, and why, frozen when it started (or last refreshed) with
     * the profile they were read against. Null for an evaluation started before profiles: every question applies.
     */
    applicability: jsonb('applicability').$type<FrozenApplicability>(),
    ...timestamps(),
  },
  (table) => [
    index('evaluations_form_version_idx').on(table.formId, table.formVersion),
    index('evaluations_establishment_idx').on(table.establishmentId, table.formId),
    // DESIGN §5: one evaluation in progress per establishment and form, even under concurrent starts.
    uniqueIndex('evaluations_one_in_progress')
      .on(table.establishmentId, table.formId)
      .where(sql`${table.status} = 'IN_PROGRESS'`),
  ],
);

/**
 * DESIGN §5: one answer per question key of an evaluation. `version` is the
 * optimistic-concurrency counter: a save names the version it edited, and
 * two people on one form never silently overwrite each other.
 */
export const answers = pgTable(
  'answers',
  {
    id: id(),
    evaluationId: parentId('evaluation_id', () => evaluations.id, 'cascade'),
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
    answerId: parentId('answer_id', () => answers.id, 'cascade'),
    // A document proving a completed evaluation cannot vanish from under it: deletion is refused.
    documentId: parentId('document_id', () => documents.id, 'restrict'),
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
    evaluationId: parentId('evaluation_id', () => evaluations.id, 'cascade'),
    questionKey: text('question_key').notNull(),
    assigneeId: parentId('assignee_id', () => user.id, 'cascade'),
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
    evaluationId: parentId('evaluation_id', () => evaluations.id, 'cascade'),
    method: text('method').notNull(),
    number: integer('number').notNull(),
    /** A landmark the team gives it (a path, a unit, a process), never a person's name; null: none. */
    name: text('name'),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('has_sessions_evaluation_method_number').on(table.evaluationId, table.method, table.number)],
);

/** One session's cotation of one criterion of its method; the evaluation's answer is derived from them. */
export const hasSessionAnswers = pgTable(
  'has_session_answers',
  {
    sessionId: parentId('session_id', () => hasSessions.id, 'cascade'),
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
