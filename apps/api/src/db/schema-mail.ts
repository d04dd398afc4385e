import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamptz, createdAt } from './columns.ts';

export const MAIL_STATUSES = ['PENDING', 'SENT', 'DEAD'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Outgoing mail (issue 15 item 5): written by whoever sends, delivered by
 * whichever process claims it first (FOR UPDATE SKIP LOCKED), retried with
 * back-off, DEAD after its last attempt or once it is no use (an expired
 * sign-in code). A slow or refused relay never holds a request.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').$type<MailStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** A claim: another process leaves the row alone until then (a crash mid-send frees it). */
    lockedUntil: timestamptz('locked_until'),
    /** No use after this (a sign-in code's expiry): DEAD rather than sent late. */
    expiresAt: timestamptz('expires_at'),
    lastError: text('last_error'),
    /** When the last hand-over to the relay ended (sent or failed): the relay's health is read from it. */
    lastAttemptAt: timestamptz('last_attempt_at'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    index('mail_outbox_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'PENDING'`),
    index('mail_outbox_last_attempt').on(table.lastAttemptAt),
  ],
);
