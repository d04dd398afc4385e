import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, parentId } from './columns.ts';

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
    clientId: parentId('client_id', () => clients.id, 'restrict'),
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
    clientId: parentId('client_id', () => clients.id, 'restrict'),
    legalEntityId: parentId('legal_entity_id', () => legalEntities.id, 'restrict'),
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
    establishmentId: parentId('establishment_id', () => establishments.id, 'restrict'),
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
