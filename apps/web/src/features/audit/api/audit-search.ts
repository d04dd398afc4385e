import { AUDIT_ENTITIES } from '@qc/shared/enums';
import { isCalendarDate } from '@qc/shared/validation/dates';
import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

const calendarDate = v.pipe(v.string(), v.check(isCalendarDate));

/**
 * /admins/audit keeps its filters and page in the URL: the kind of record,
 * one record (`entityId`, from a link), one establishment's records, Paris dates from and to (inclusive).
 * A malformed parameter (a hand-edited link) is dropped, not an error screen.
 */
export const AuditSearchSchema = v.object({
  entity: v.fallback(v.optional(v.picklist(AUDIT_ENTITIES)), undefined),
  entityId: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64))), undefined),
  establishmentId: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64))), undefined),
  from: v.fallback(v.optional(calendarDate), undefined),
  to: v.fallback(v.optional(calendarDate), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type AuditSearch = v.InferOutput<typeof AuditSearchSchema>;
