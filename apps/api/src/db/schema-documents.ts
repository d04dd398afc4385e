import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients, establishments, user } from './schema.ts';
import { forms } from './schema-questionnaires.ts';

/**
 * Stored files and what they belong to (DESIGN §2 "Files"): an establishment's
 * documents, or a form's template documents. The bytes live in the file
 * storage under `storageKey`; here only their metadata.
 */
export const documents = pgTable(
  'documents',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    /** Null for a shared form's templates. */
    clientId: text('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    establishmentId: text('establishment_id').references(() => establishments.id, { onDelete: 'restrict' }),
    formId: text('form_id').references(() => forms.id, { onDelete: 'cascade' }),
    /** ESTABLISHMENT or TEMPLATE. */
    purpose: text('purpose').notNull(),
    type: text('type'),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    uploadedById: text('uploaded_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_establishment_idx').on(table.establishmentId, table.createdAt),
    index('documents_form_idx').on(table.formId),
  ],
);
