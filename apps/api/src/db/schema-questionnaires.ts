import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AppliesWhen, DocumentRequiredFor } from '@qc/shared/questionnaires/applicability';
import { clients } from './schema.ts';
import { user } from './schema-auth.ts';
import { id, timestamptz, createdAt, timestamps, parentId } from './columns.ts';

/** DESIGN §4. `clientId` null = the shared library. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
    status: text('status').notNull().default('ACTIVE'),
    /** The key of the portable file it was imported from: importing again updates it. */
    externalKey: text('external_key'),
    ...timestamps(),
  },
  (table) => [
    index('categories_client_idx').on(table.clientId, table.position),
    uniqueIndex('categories_owner_external_key').on(sql`coalesce(${table.clientId}, '')`, table.externalKey),
  ],
);

export const forms = pgTable(
  'forms',
  {
    id: id(),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    /** The current version: the one a new evaluation answers. */
    version: integer('version').notNull().default(1),
    position: integer('position').notNull().default(0),
    establishmentCategories: text('establishment_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The key of the portable file it was imported from: importing again updates it. */
    externalKey: text('external_key'),
    /** A client's copy of a shared form remembers its source and the version copied. */
    sourceFormId: text('source_form_id'),
    sourceVersion: integer('source_version'),
    ...timestamps(),
  },
  (table) => [
    index('forms_client_idx').on(table.clientId, table.updatedAt),
    index('forms_category_idx').on(table.categoryId, table.position),
    index('forms_source_idx').on(table.sourceFormId),
    uniqueIndex('forms_owner_external_key').on(sql`coalesce(${table.clientId}, '')`, table.externalKey),
  ],
);

/** One row per version of a form; its questions are the rows of `questions` with that version. */
export const formVersions = pgTable(
  'form_versions',
  {
    formId: parentId('form_id', () => forms.id, 'cascade'),
    version: integer('version').notNull(),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    /** The default library release (e.g. « 2026.11.1 ») that made this version of a shared form; null otherwise. */
    libraryVersion: text('library_version'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.formId, table.version] })],
);

/**
 * The releases of the default library applied to this instance (ADR 029), with
 * their changelog as shipped in the library's part files: the reading room's
 * « Nouveautés », and the record that start-up reads to apply a newer release once.
 */
export const libraryReleases = pgTable('library_releases', {
  version: text('version').primaryKey(),
  /** The release date the library files give (YYYY-MM-DD). */
  releasedOn: text('released_on').notNull(),
  summary: text('summary').notNull(),
  changes: jsonb('changes')
    .$type<Array<{ form: string; question?: string; change: string; reason: string; sources?: string[] }>>()
    .notNull()
    .default([]),
  appliedAt: timestamptz('applied_at').notNull().defaultNow(),
});

export const questions = pgTable(
  'questions',
  {
    id: id(),
    formId: parentId('form_id', () => forms.id, 'cascade'),
    version: integer('version').notNull(),
    /** The same across the versions of a form. */
    key: text('key').notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    helpText: text('help_text'),
    reference: text('reference'),
    type: text('type').notNull(),
    weight: doublePrecision('weight').notNull().default(1),
    isCritical: boolean('is_critical').notNull().default(false),
    isDocumentRequired: boolean('is_document_required').notNull().default(false),
    isDocumentRecommended: boolean('is_document_recommended').notNull().default(false),
    expectedDocument: text('expected_document'),
    /** Issue 27 item 3: the library's wording of this question's gap as an action (else a derived default). */
    actionTitle: text('action_title'),
    conformingAnswer: boolean('conforming_answer'),
    options: jsonb('options').$type<Array<{ label: string; score: number }>>().notNull().default([]),
    scale: jsonb('scale').$type<{ min: number; max: number; labels: string[]; allowOptimized: boolean }>(),
    threshold: doublePrecision('threshold'),
    /** Issue 26 (ADR 035): the condition under which it applies; null = everywhere. Versioned with the question. */
    appliesWhen: jsonb('applies_when').$type<AppliesWhen>(),
    documentRequiredFor: text('document_required_for')
      .$type<DocumentRequiredFor>()
      .notNull()
      .default('CONFORMING_ANSWER'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('questions_form_version_key').on(table.formId, table.version, table.key),
    index('questions_form_version_position').on(table.formId, table.version, table.position),
  ],
);
