import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients, establishments } from './schema.ts';
import { effectiveMembers } from './schema-members.ts';
import { user } from './schema-auth.ts';
import { documents } from './schema-documents.ts';
import { createdAt, id, timestamptz, parentId } from './columns.ts';

/**
 * Issue 27 item 4 (ADR 039): a recurring obligation tracked for one establishment — a shipped one
 * (`libraryKey`, its wording copied so the history reads as it was) or one its group added.
 */
export const obligations = pgTable(
  'obligations',
  {
    id: id(),
    clientId: parentId('client_id', () => clients.id, 'restrict'),
    establishmentId: parentId('establishment_id', () => establishments.id, 'cascade'),
    libraryKey: text('library_key'),
    title: text('title').notNull(),
    description: text('description'),
    reference: text('reference').notNull(),
    periodMonths: integer('period_months').notNull(),
    noticeDays: integer('notice_days').notNull(),
    /** The person a per-person obligation concerns; '' for the others (so the unique index holds). */
    subject: text('subject').notNull().default(''),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('obligations_establishment_idx').on(table.establishmentId, table.title),
    // A shipped obligation is tracked once per establishment (and person).
    uniqueIndex('obligations_library_once')
      .on(table.establishmentId, table.libraryKey, table.subject)
      .where(sql`${table.libraryKey} is not null`),
  ],
);

/** One due date of an obligation: open until closed with a proof or an explanation. */
export const obligationOccurrences = pgTable(
  'obligation_occurrences',
  {
    id: id(),
    obligationId: parentId('obligation_id', () => obligations.id, 'cascade'),
    establishmentId: parentId('establishment_id', () => establishments.id, 'cascade'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    responsibleId: text('responsible_id').references(() => effectiveMembers.id, { onDelete: 'set null' }),
    closedOn: date('closed_on', { mode: 'string' }),
    closedAt: timestamptz('closed_at'),
    closedById: text('closed_by_id').references(() => user.id, { onDelete: 'set null' }),
    proofDocumentId: text('proof_document_id').references(() => documents.id, { onDelete: 'set null' }),
    explanation: text('explanation'),
    createdAt: createdAt(),
  },
  (table) => [
    index('obligation_occurrences_obligation_idx').on(table.obligationId, table.dueDate),
    // One open occurrence per obligation: a double close creates the next one once.
    uniqueIndex('obligation_occurrences_one_open')
      .on(table.obligationId)
      .where(sql`${table.closedAt} is null`),
    index('obligation_occurrences_open_due_idx')
      .on(table.establishmentId, table.dueDate)
      .where(sql`${table.closedAt} is null`),
  ],
);

/** Each reminder of an occurrence goes once (BEFORE the due date, LATE after it), whatever the processes. */
export const obligationReminders = pgTable(
  'obligation_reminders',
  {
    occurrenceId: parentId('occurrence_id', () => obligationOccurrences.id, 'cascade'),
    kind: text('kind').$type<'BEFORE' | 'LATE'>().notNull(),
    recipients: text('recipients').array().notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.occurrenceId, table.kind] })],
);
