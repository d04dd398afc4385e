import { ESTABLISHMENT_SORTS } from '@qc/shared/enums';
import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

const idParam = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64));

/**
 * SPEC §2: /admins/establishments/ takes the optional search parameters clientId, legalEntityId, search (and the order and page).
 * A malformed parameter (a hand-edited link) is dropped, not an error screen.
 */
export const EstablishmentsSearchSchema = v.object({
  clientId: v.fallback(v.optional(idParam), undefined),
  legalEntityId: v.fallback(v.optional(idParam), undefined),
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  /** The server's order; by name when absent. */
  sort: v.fallback(v.optional(v.picklist(ESTABLISHMENT_SORTS)), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type EstablishmentsSearch = v.InferOutput<typeof EstablishmentsSearchSchema>;
