import { timestamp, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Column builders every table file uses, so a table's key and clock columns are declared one way (issue 18).
 * Builders, not shared column objects: Drizzle binds a column to the table it is placed in.
 */

/** A text primary key the application fills with a random UUID. */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/**
 * A required link to the row a row belongs to: `parentId('form_id', () => forms.id, 'cascade')`. `cascade` when the
 * row goes with its parent, `restrict` when the parent cannot be deleted while it has some.
 */
export const parentId = <TName extends string>(
  name: TName,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict',
) => text(name).notNull().references(target, { onDelete });

/** A timestamp with time zone; `timestamptz('sent_at').notNull().defaultNow()` for a moment set when the row is written. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** Set again on every Drizzle update, so an edit needs not name it. */
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** `...timestamps()`: the created/updated pair most tables carry. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
