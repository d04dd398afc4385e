import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/paged-list.ts';
import { AuditSearchSchema } from './audit-search.ts';

/** GET /audit: one server page, newest first, in the caller's scope; 25 a page. */
export const auditList = pagedList(AuditSearchSchema, 25, (input) => orpc.audit.list.queryOptions({ input }));
