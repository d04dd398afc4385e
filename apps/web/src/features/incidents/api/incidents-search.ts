import * as v from 'valibot';

/*
 * The route tree imports this module, and the route tree is in /auth/login's JavaScript: no API client and no enums
 * here (their labels weigh on every first load). A value outside the enums is dropped by the page (`knownFilters`).
 */

const code = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]{1,40}$/))), undefined);
const day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined);

/** The register's filters and page, kept in the URL (a link or a reload shows the same events); a bad value is dropped. */
export const IncidentsSearchSchema = v.object({
  kind: code,
  state: code,
  severity: v.fallback(v.optional(v.picklist(['1', '2', '3', '4'])), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type IncidentsSearch = v.InferOutput<typeof IncidentsSearchSchema>;

/** The group's figures over a period (both days included, Paris), kept in the URL. */
export const GroupIncidentsSearchSchema = v.object({ from: day, to: day });
export type GroupIncidentsSearch = v.InferOutput<typeof GroupIncidentsSearchSchema>;
