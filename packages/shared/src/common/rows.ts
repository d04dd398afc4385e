import * as v from 'valibot';

/** When a stored row was created and last changed (ISO 8601), as every entity the API answers gives them. */
export const timestampEntries = { createdAt: v.string(), updatedAt: v.string() };
