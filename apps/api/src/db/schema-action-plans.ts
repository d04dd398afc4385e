import { date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { effectiveMembers } from './schema-members.ts';
import { establishments } from './schema.ts';
import { user } from './schema-auth.ts';
import { documents } from './schema-documents.ts';
import { evaluations } from './schema-evaluations.ts';
import { forms } from './schema-questionnaires.ts';
import { id, timestamptz, createdAt, timestamps, parentId } from './columns.ts';

/** DESIGN §6: an action closes a gap of an establishment, usually one answer of a completed evaluation. */
export const actions = pgTable(
  'actions',
  {
    id: id(),
    establishmentId: parentId('establishment_id', () => establishments.id, 'restrict'),
    formId: text('form_id').references(() => forms.id, { onDelete: 'set null' }),
    /** The question key: stable across the form's versions (ADR 013). */
    questionKey: text('question_key'),
    evaluationId: text('evaluation_id').references(() => evaluations.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    responsibleId: text('responsible_id').references(() => effectiveMembers.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    priority: text('priority').notNull().default('MEDIUM'),
    status: text('status').notNull().default('TODO'),
    progress: integer('progress').notNull().default(0),
    completedAt: timestamptz('completed_at'),
    /** The last overdue reminder sent (one a day at most). */
    remindedAt: timestamptz('reminded_at'),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps(),
    /** Optimistic concurrency: an update names the version it edited. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('actions_establishment_status_idx').on(table.establishmentId, table.status),
    index('actions_establishment_form_idx').on(table.establishmentId, table.formId, table.questionKey),
    index('actions_responsible_idx').on(table.responsibleId),
    // The plan's order (open first, soonest due, most urgent, newest: action-plans/service.ts), so
    // that a page of an establishment's thousands of actions is read in order, not sorted whole.
    index('actions_establishment_order_idx').on(
      table.establishmentId,
      sql`(case when ${table.status} in ('TODO', 'IN_PROGRESS') then 0 else 1 end)`,
      table.dueDate.asc().nullsLast(),
      sql`(case ${table.priority} when 'CRITICAL' then 0 when 'HIGH' then 1 when 'MEDIUM' then 2 else 3 end)`,
      table.createdAt.desc().nullsFirst(),
    ),
    // One action decided per answer of an evaluation: accepting a proposal twice creates one action.
    uniqueIndex('actions_evaluation_question')
      .on(table.evaluationId, table.questionKey)
      .where(sql`${table.evaluationId} is not null and ${table.questionKey} is not null`),
  ],
);

export const actionComments = pgTable(
  'action_comments',
  {
    id: id(),
    actionId: parentId('action_id', () => actions.id, 'cascade'),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('action_comments_action_idx').on(table.actionId, table.createdAt)],
);

export const actionEvidence = pgTable(
  'action_evidence',
  {
    actionId: parentId('action_id', () => actions.id, 'cascade'),
    documentId: parentId('document_id', () => documents.id, 'restrict'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.actionId, table.documentId] }),
    index('action_evidence_document_idx').on(table.documentId),
  ],
);

/** A proposal the user chose not to act on (never an impératif's), with who and why. */
export const actionDismissals = pgTable(
  'action_dismissals',
  {
    evaluationId: parentId('evaluation_id', () => evaluations.id, 'cascade'),
    questionKey: text('question_key').notNull(),
    reason: text('reason'),
    dismissedById: text('dismissed_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.evaluationId, table.questionKey] })],
);
