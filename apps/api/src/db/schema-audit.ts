import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns.ts';
import { user } from './schema-auth.ts';

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
    // The journal's establishment filter (issue 19 item 6): the very expression of audit/list-audit-entries.ts.
    index('audit_log_establishment_idx').on(
      sql`(case when ${table.entity} = 'establishment' then ${table.entityId} else coalesce(${table.after} ->> 'establishmentId', ${table.before} ->> 'establishmentId') end)`,
      table.at,
    ),
  ],
);
