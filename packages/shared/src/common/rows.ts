import * as v from 'valibot';

/** When a stored row was created and last changed (ISO 8601), as every entity the API answers gives them. */
export const timestampEntries = { createdAt: v.string(), updatedAt: v.string() };

/** What names a row: its id and the name people read. */
export const namedEntries = { id: v.string(), name: v.string() };

/** A row referred to by another: its id and name. */
export const NamedRefSchema = v.object({ ...namedEntries });
