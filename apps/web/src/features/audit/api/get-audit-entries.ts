import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { pageInput } from '@/lib/page-input.ts';
import { AuditSearchSchema, type AuditSearch } from './audit-search.ts';

export const AUDIT_PAGE_SIZE = 25;

export { AuditSearchSchema, type AuditSearch };

/** GET /audit: one server page, newest first, in the caller's scope. */
export function getAuditEntriesQueryOptions(search: AuditSearch) {
  return orpc.audit.list.queryOptions({
    input: pageInput(AuditSearchSchema, search, AUDIT_PAGE_SIZE),
  });
}

export function useAuditEntries(search: AuditSearch) {
  return useQuery({ ...getAuditEntriesQueryOptions(search), placeholderData: keepPreviousData });
}
