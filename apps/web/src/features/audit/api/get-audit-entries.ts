import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { pageInput } from '@/lib/page-input.ts';
import { AuditSearchSchema, type AuditSearch } from './audit-search.ts';

export const AUDIT_PAGE_SIZE = 25;

export { AuditSearchSchema, type AuditSearch };

/** GET /audit: one server page, newest first, in the caller's scope. The input from the route's search (its loader and the page read the same key). */
export function getAuditEntriesQueryOptions(search: AuditSearch) {
  return orpc.audit.list.queryOptions({ input: pageInput(AuditSearchSchema, search, AUDIT_PAGE_SIZE) });
}

/** The page's list: the previous page stays on screen while the next one loads. */
export function useAuditEntries(search: AuditSearch) {
  return useQuery({ ...getAuditEntriesQueryOptions(search), placeholderData: keepPreviousData });
}
