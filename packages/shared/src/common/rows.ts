import * as v from 'valibot';
import { ESTABLISHMENT_CATEGORIES } from '../enums.ts';

/** When a stored row was created and last changed (ISO 8601), as every entity the API answers gives them. */
export const timestampEntries = { createdAt: v.string(), updatedAt: v.string() };

/** What names a row: its id and the name people read. */
export const namedEntries = { id: v.string(), name: v.string() };

/** A row referred to by another: its id and name. */
export const NamedRefSchema = v.object({ ...namedEntries });

/**
 * An establishment as a row of another list names it (the group view, « Mes tâches »): where it is, its size class,
 * its client and legal entity; enough to select it before opening the row.
 */
export const establishmentRefEntries = {
  ...namedEntries,
  address: v.string(),
  postalCode: v.string(),
  city: v.string(),
  category: v.nullable(v.picklist(ESTABLISHMENT_CATEGORIES)),
  clientId: v.string(),
  clientName: v.string(),
  legalEntityId: v.string(),
  legalEntityName: v.string(),
};
