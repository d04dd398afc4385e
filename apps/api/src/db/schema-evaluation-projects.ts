import type { EvaluationProjectContent } from '@qc/shared/evaluation-projects/schemas';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients, establishments } from './schema.ts';
import { effectiveMembers } from './schema-members.ts';
import { user } from './schema-auth.ts';
import { id, timestamptz, timestamps, parentId } from './columns.ts';

/**
 * Issue 28 item 2 (ADR 044): one projet d'évaluation per establishment. `revision` grows with every write (a
 * draft saved, a version validated): a write names the revision it started from, so two editors at once get a
 * 409 instead of one overwriting the other.
 */
export const evaluationProjects = pgTable(
  'evaluation_projects',
  {
    id: id(),
    clientId: parentId('client_id', () => clients.id, 'restrict'),
    establishmentId: parentId('establishment_id', () => establishments.id, 'cascade'),
    revision: integer('revision').notNull().default(1),
    ...timestamps(),
  },
  (table) => [uniqueIndex('evaluation_projects_establishment').on(table.establishmentId)],
);

/** A version: the one draft being edited, or a validated one, frozen and kept (v1, v2…). */
export const evaluationProjectVersions = pgTable(
  'evaluation_project_versions',
  {
    id: id(),
    projectId: parentId('project_id', () => evaluationProjects.id, 'cascade'),
    clientId: parentId('client_id', () => clients.id, 'restrict'),
    establishmentId: parentId('establishment_id', () => establishments.id, 'cascade'),
    number: integer('number').notNull(),
    state: text('state').$type<'DRAFT' | 'VALIDATED'>().notNull(),
    content: jsonb('content').$type<EvaluationProjectContent>().notNull(),
    pilotMemberId: text('pilot_member_id').references(() => effectiveMembers.id, { onDelete: 'set null' }),
    /** Copied at each save: a validated version names its pilot as she was named then. */
    pilotName: text('pilot_name'),
    updatedById: text('updated_by_id').references(() => user.id, { onDelete: 'set null' }),
    validatedAt: timestamptz('validated_at'),
    validatedById: text('validated_by_id').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('evaluation_project_versions_number').on(table.projectId, table.number),
    // One draft at a time: editing after a validation opens the next one.
    uniqueIndex('evaluation_project_versions_one_draft')
      .on(table.projectId)
      .where(sql`${table.state} = 'DRAFT'`),
    index('evaluation_project_versions_establishment_idx').on(table.establishmentId),
  ],
);
