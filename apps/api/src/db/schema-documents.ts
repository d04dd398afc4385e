import { date, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { clients, establishments } from './schema.ts';
import { user } from './schema-auth.ts';
import { forms } from './schema-questionnaires.ts';
import { id, timestamptz, createdAt } from './columns.ts';

/**
 * Stored files and what they belong to (DESIGN §2 "Files"): an establishment's
 * documents, or a form's template documents. The bytes live in the file
 * storage under `storageKey`; here only their metadata.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    /** Null for a shared form's templates. */
    clientId: text('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    establishmentId: text('establishment_id').references(() => establishments.id, { onDelete: 'restrict' }),
    formId: text('form_id').references(() => forms.id, { onDelete: 'cascade' }),
    /** ESTABLISHMENT, EVIDENCE, TEMPLATE, or INCIDENT (an event's attachment, read through its event only: ADR 036). */
    purpose: text('purpose').notNull(),
    type: text('type'),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    uploadedById: text('uploaded_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * Issue 17 item 4, renewal: the newer version that supersedes this one (no longer
     * watched for expiry), and the first version of the line every renewal shares
     * (null on a first version), so a proof attached to a frozen evaluation is still
     * seen as renewed.
     */
    replacedById: text('replaced_by_id').references((): AnyPgColumn => documents.id, { onDelete: 'set null' }),
    lineageId: text('lineage_id'),
  },
  (table) => [
    index('documents_establishment_idx').on(table.establishmentId, table.createdAt),
    index('documents_form_idx').on(table.formId),
    index('documents_lineage_idx').on(table.lineageId),
  ],
);

/**
 * Issue 17 item 4: each expiry reminder sent, one row per watched item
 * (a document or an agreement), end of validity and threshold (60, 30, 7
 * days): the unique key makes each one go out once, whatever the number of
 * processes; a new end date (an agreement extended) starts a new series.
 */
export const expiryNotices = pgTable(
  'expiry_notices',
  {
    id: id(),
    /** DOCUMENT or AGREEMENT. */
    itemKind: text('item_kind').notNull(),
    itemId: text('item_id').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    threshold: integer('threshold').notNull(),
    recipients: integer('recipients').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('expiry_notices_item_threshold').on(table.itemKind, table.itemId, table.expiresOn, table.threshold),
  ],
);
