import { AUDIT_ENTITIES } from '@qc/shared/audit/schemas';
import { isCalendarDate } from '@qc/shared/validation/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { orpc } from '@/lib/api-client.ts';

export const AUDIT_PAGE_SIZE = 25;

const calendarDate = v.pipe(v.string(), v.check(isCalendarDate));

/**
 * /admins/audit keeps its filters and page in the URL: the kind of record,
 * one record (`entityId`, from a link), Paris dates from and to (inclusive).
 * A malformed parameter (a hand-edited link) is dropped, not an error screen.
 */
export const AuditSearchSchema = v.object({
  entity: v.fallback(v.optional(v.picklist(AUDIT_ENTITIES)), undefined),
  entityId: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64))), undefined),
  from: v.fallback(v.optional(calendarDate), undefined),
  to: v.fallback(v.optional(calendarDate), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type AuditSearch = v.InferOutput<typeof AuditSearchSchema>;

/** GET /audit: one server page, newest first, in the caller's scope. */
export function getAuditEntriesQueryOptions(search: AuditSearch) {
  return orpc.audit.list.queryOptions({
    input: {
      entity: search.entity,
      entityId: search.entityId,
      from: search.from,
      to: search.to,
      page: search.page ?? 1,
      pageSize: AUDIT_PAGE_SIZE,
    },
  });
}

export function useAuditEntries(search: AuditSearch) {
  return useQuery({ ...getAuditEntriesQueryOptions(search), placeholderData: keepPreviousData });
}
