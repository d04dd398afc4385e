import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { foldedSql } from '../common/search-fold.ts';
import { id, timestamptz, createdAt, timestamps } from './columns.ts';

// ── Tenancy (SPEC §3) ────────────────────────────────────────────────────────

export const clients = pgTable(
  'clients',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    ...timestamps(),
  },
  // Issue 13 item 4: each list's order (see test/list-plans.test.ts) read from an index, a page at a time.
  (table) => [index('clients_name_idx').on(table.name, table.id)],
);

/**
 * Issue 32 item 2 (ADR 045): the group's own OpenID Connect provider, one per client, set by an ADMIN. The
 * client secret is stored sealed (AES-256-GCM, identity-providers/secret-box.ts), never in clear; the domains
 * are lower-case e-mail domains, each belonging to one client at most (checked when saved).
 */
export const clientIdentityProviders = pgTable('client_identity_providers', {
  clientId: text('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  issuer: text('issuer').notNull(),
  oidcClientId: text('oidc_client_id').notNull(),
  sealedClientSecret: text('sealed_client_secret').notNull(),
  domains: text('domains').array().notNull(),
  /** Whether the e-mail code stays open to this client's users beside the provider (the ADMIN may close it). */
  emailCodeFallback: boolean('email_code_fallback').notNull().default(true),
  ...timestamps(),
});

export const legalEntities = pgTable(
  'legal_entities',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    email: text('email').notNull(),
    siren: text('siren').notNull(),
    managementType: text('management_type').notNull(),
    ...timestamps(),
  },
  (table) => [
    index('legal_entities_client_idx').on(table.clientId, table.createdAt),
    index('legal_entities_name_idx').on(table.name, table.id),
    index('legal_entities_client_name_idx').on(table.clientId, table.name, table.id),
  ],
);

export const establishments = pgTable(
  'establishments',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    legalEntityId: text('legal_entity_id')
      .notNull()
      .references(() => legalEntities.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phoneNumber: text('phone_number').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    siret: text('siret').notNull(),
    raisonSocialeOfTheManager: text('raison_sociale_of_the_manager').notNull(),
    modalityOfTarification: text('modality_of_tarification').notNull(),
    lastAssembly: date('last_assembly', { mode: 'string' }),
    category: text('category'),
    capacity: integer('capacity'),
    // Issue 26 (ADR 035): the regulatory profile, which decides the questions that apply; null = not said yet.
    structureType: text('structure_type'),
    authorisationRequestedOn: date('authorisation_requested_on', { mode: 'string' }),
    premisesProjectOn: date('premises_project_on', { mode: 'string' }),
    managerType: text('manager_type'),
    denseZone: boolean('dense_zone'),
    practices: text('practices').array(),
    essmsSector: text('essms_sector'),
    residential: boolean('residential'),
    ...timestamps(),
  },
  (table) => [
    index('establishments_client_idx').on(table.clientId, table.name, table.id),
    index('establishments_legal_entity_idx').on(table.legalEntityId),
    // (name, id): the order of the list, read from the index alone down to the deepest page (ADR 031).
    index('establishments_name_idx').on(table.name, table.id),
    // The other sort orders, for everyone and within a client.
    index('establishments_city_idx').on(table.city, table.name, table.id),
    index('establishments_created_at_idx').on(table.createdAt, table.name, table.id),
    index('establishments_client_city_idx').on(table.clientId, table.city, table.name, table.id),
    index('establishments_client_created_at_idx').on(table.clientId, table.createdAt, table.name, table.id),
    // Trigram indexes: the list's "contains" search (ILIKE '%…%') stays indexed at 10,000+ rows.
    // fastupdate off: no pending list, whose size after a bulk import makes the planner prefer a
    // sequential scan until the next vacuum.
    index('establishments_name_trgm_idx')
      .using('gin', sql`${table.name} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('establishments_city_trgm_idx')
      .using('gin', sql`${table.city} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const agreements = pgTable(
  'agreements',
  {
    id: id(),
    establishmentId: text('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'restrict' }),
    number: text('number'),
    requestDate: date('request_date', { mode: 'string' }).notNull(),
    agreementDate: date('agreement_date', { mode: 'string' }),
    /** Issue 17 item 4: last day of validity (« Date de fin »), watched by the expiry digest. */
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').notNull().default('ACTIVE'),
    metadata: jsonb('metadata'),
    ...timestamps(),
  },
  (table) => [index('agreements_establishment_idx').on(table.establishmentId)],
);

export const effectiveMembers = pgTable(
  'effective_members',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
    qualifications: jsonb('qualifications'),
    ...timestamps(),
  },
  (table) => [
    // The directory's order, within a client and for everyone.
    index('effective_members_client_idx').on(table.clientId, table.lastName, table.firstName, table.id),
    index('effective_members_name_idx').on(table.lastName, table.firstName, table.id),
    index('effective_members_user_idx').on(table.userId),
  ],
);

export const establishmentMembers = pgTable(
  'establishment_members',
  {
    id: id(),
    establishmentId: text('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    effectiveMemberId: text('effective_member_id')
      .notNull()
      .references(() => effectiveMembers.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('establishment_members_unique').on(table.establishmentId, table.effectiveMemberId),
    index('establishment_members_member_idx').on(table.effectiveMemberId),
  ],
);

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
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
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

// ── Audit trail ─────────────────────────────────────────────────────────────

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamptz('at').notNull().defaultNow(),
    /** Null once the author is deleted: shown as 'Utilisateur supprimé'. */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** Set only when no user wrote the entry ('Système'); a deleted author leaves it null. */
    actorLabel: text('actor_label'),
    clientId: text('client_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.at),
    index('audit_log_client_idx').on(table.clientId, table.at),
    // The journal's establishment filter (issue 19 item 6): the very expression of audit/service.ts.
    index('audit_log_establishment_idx').on(
      sql`(case when ${table.entity} = 'establishment' then ${table.entityId} else coalesce(${table.after} ->> 'establishmentId', ${table.before} ->> 'establishmentId') end)`,
      table.at,
    ),
  ],
);
