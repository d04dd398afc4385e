import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { foldedSql } from '../common/search-fold.ts';
import { id, timestamptz, timestamps, parentId } from './columns.ts';
import { clients, establishments } from './schema.ts';

// ── better-auth tables (user carries the extra fields of SPEC §3) ────────────

export const user = pgTable(
  'user',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    establishmentId: text('establishment_id').references(() => establishments.id, { onDelete: 'set null' }),
    ...timestamps(),
    /**
     * Issue 34 item 7: what the users list searches, names and e-mail without
     * accents, kept by the database itself so every write (better-auth's too)
     * keeps it right, and indexed for trigram search.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        foldedSql(sql`${user.firstName} || ' ' || ${user.lastName} || ' ' || ${user.name} || ' ' || ${user.email}`),
      ),
  },
  (table) => [
    // The users list's order, within a client and for everyone.
    index('user_client_idx').on(table.clientId, table.lastName, table.firstName, table.id),
    index('user_name_idx').on(table.lastName, table.firstName, table.id),
    index('user_establishment_idx').on(table.establishmentId),
    // Trigram index for the users list's search on the folded names and e-mail.
    index('user_search_trgm_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const session = pgTable(
  'session',
  {
    id: id(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ...timestamps(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: parentId('user_id', () => user.id, 'cascade'),
  },
  (table) => [index('session_user_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: parentId('user_id', () => user.id, 'cascade'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestamps(),
  },
  (table) => [index('account_user_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    ...timestamps(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** DESIGN §2: rate-limit counters live in the database, never in process memory. */
export const rateLimit = pgTable('rate_limit', {
  id: id(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
