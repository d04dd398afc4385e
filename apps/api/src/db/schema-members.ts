import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt, timestamps, parentId } from './columns.ts';
import { user } from './schema-auth.ts';
import { clients, establishments } from './schema.ts';

export const effectiveMembers = pgTable(
  'effective_members',
  {
    id: id(),
    clientId: parentId('client_id', () => clients.id, 'restrict'),
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
    establishmentId: parentId('establishment_id', () => establishments.id, 'cascade'),
    effectiveMemberId: parentId('effective_member_id', () => effectiveMembers.id, 'restrict'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('establishment_members_unique').on(table.establishmentId, table.effectiveMemberId),
    index('establishment_members_member_idx').on(table.effectiveMemberId),
  ],
);
