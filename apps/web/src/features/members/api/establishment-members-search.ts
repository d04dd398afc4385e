import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

export const EstablishmentMembersSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type EstablishmentMembersSearch = v.InferOutput<typeof EstablishmentMembersSearchSchema>;
