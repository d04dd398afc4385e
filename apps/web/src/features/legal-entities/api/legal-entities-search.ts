import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

/**
 * /admins/legal-entities/ keeps its client filter, search and page in the URL.
 * A malformed parameter (a hand-edited link) is dropped, not an error screen.
 */
export const LegalEntitiesSearchSchema = v.object({
  clientId: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64))), undefined),
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type LegalEntitiesSearch = v.InferOutput<typeof LegalEntitiesSearchSchema>;
