import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

/** SPEC §2: /users/ takes the optional search parameters clientId, establishmentId, search (and the page). */
export const UsersSearchSchema = v.object({
  clientId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  establishmentId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type UsersSearch = v.InferOutput<typeof UsersSearchSchema>;
