import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/page-input.ts';
import { AuditSearchSchema, type AuditSearch } from './audit-search.ts';

export const AUDIT_PAGE_SIZE = 25;

export { AuditSearchSchema, type AuditSearch };

/** GET /audit: one server page, newest first, in the caller's scope. */
export const [getAuditEntriesQueryOptions, useAuditEntries] = pagedList(AuditSearchSchema, AUDIT_PAGE_SIZE, (input) =>
  orpc.audit.list.queryOptions({ input }),
);
