import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

/**
 * /admins/clients/ keeps its search and page in the URL.
 * A malformed parameter (a hand-edited link) is dropped, not an error screen.
 */
export const ClientsSearchSchema = v.object({
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type ClientsSearch = v.InferOutput<typeof ClientsSearchSchema>;
