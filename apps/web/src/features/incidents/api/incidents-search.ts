import { INCIDENT_KINDS, INCIDENT_STATES } from '@qc/shared/incidents/enums';
import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

const day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined);

/** The register's filters and page, kept in the URL (a link or a reload shows the same events); a bad value is dropped. */
export const IncidentsSearchSchema = v.object({
  kind: v.fallback(v.optional(v.picklist(INCIDENT_KINDS)), undefined),
  state: v.fallback(v.optional(v.picklist(INCIDENT_STATES)), undefined),
  severity: v.fallback(v.optional(v.picklist(['1', '2', '3', '4'])), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type IncidentsSearch = v.InferOutput<typeof IncidentsSearchSchema>;

/** The group's figures over a period (both days included, Paris), kept in the URL. */
export const GroupIncidentsSearchSchema = v.object({ from: day, to: day });
export type GroupIncidentsSearch = v.InferOutput<typeof GroupIncidentsSearchSchema>;
