import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { clients, establishments } from './schema.ts';
import { user } from './schema-auth.ts';
import { evaluations } from './schema-evaluations.ts';
import { forms } from './schema-questionnaires.ts';
import { id, timestamptz, timestamps, parentId } from './columns.ts';

/**
 * Issue 17 item 3 (ADR 030): a campaign asks establishments of one client to
 * evaluate forms before a deadline. Progress is read from the evaluations
 * while it is open; closing stores each site's results in campaign_results.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    clientId: parentId('client_id', () => clients.id, 'cascade'),
    name: text('name').notNull(),
    /** The last Paris day to complete. */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    status: text('status').$type<'OPEN' | 'CLOSED'>().notNull().default('OPEN'),
    /** Evaluations completed from this instant count for the campaign, unless `acceptCompletedSince` says otherwise. */
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    /**
     * Issue 34 item 1: the Paris day from which a completed evaluation counts, chosen by the author
     * (an evaluation finished the morning of the launch is not asked again). Null for the campaigns
     * launched before it: they count from `startedAt`, as they always did.
     */
    acceptCompletedSince: date('accept_completed_since', { mode: 'string' }),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    closedAt: timestamptz('closed_at'),
    closedById: text('closed_by_id').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('campaigns_client_idx').on(table.clientId, table.status, table.deadline),
    // The reminder job reads the open campaigns only.
    index('campaigns_open_deadline_idx')
      .on(table.deadline)
      .where(sql`${table.status} = 'OPEN'`),
  ],
);

/** The campaign a row belongs to: it goes with the campaign. */
const campaignId = () => parentId('campaign_id', () => campaigns.id, 'cascade');

/** A (campaign, establishment) pair: the key of what is asked of a site, its results and its reminders. */
const campaignSite = () => ({
  campaignId: campaignId(),
  establishmentId: parentId('establishment_id', () => establishments.id, 'cascade'),
});

export const campaignForms = pgTable(
  'campaign_forms',
  {
    campaignId: campaignId(),
    formId: parentId('form_id', () => forms.id, 'cascade'),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.formId] })],
);

export const campaignEstablishments = pgTable(
  'campaign_establishments',
  {
    ...campaignSite(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.establishmentId] }),
    // "What is asked of this establishment": from the establishment to its campaigns.
    index('campaign_establishments_establishment_idx').on(table.establishmentId),
  ],
);

/** Frozen at closing: one row per site and form, never recomputed. */
export const campaignResults = pgTable(
  'campaign_results',
  {
    ...campaignSite(),
    formId: parentId('form_id', () => forms.id, 'cascade'),
    status: text('status').$type<'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED'>().notNull(),
    evaluationId: text('evaluation_id').references(() => evaluations.id, { onDelete: 'set null' }),
    score: doublePrecision('score'),
    conformityRate: doublePrecision('conformity_rate'),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.establishmentId, table.formId] })],
);

/** Each reminder goes once per (campaign, establishment, kind): the primary key says so across processes. */
export const campaignReminders = pgTable(
  'campaign_reminders',
  {
    ...campaignSite(),
    kind: text('kind').$type<'DUE_IN_7_DAYS' | 'DUE_IN_1_DAY' | 'LATE'>().notNull(),
    recipients: text('recipients').array().notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.establishmentId, table.kind] })],
);
