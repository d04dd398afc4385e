import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/paged-list.ts';
import { AuditSearchSchema, type AuditSearch } from './audit-search.ts';

export { AuditSearchSchema, type AuditSearch };

/** GET /audit: one server page, newest first, in the caller's scope; 25 a page. */
export const auditList = pagedList(AuditSearchSchema, 25, (input) => orpc.audit.list.queryOptions({ input }));
