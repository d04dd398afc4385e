import { authed } from '../orpc/base.ts';
import { operations } from '../orpc/operations.ts';
import { listAuditEntries } from './list-audit-entries.ts';

export const auditRouter = operations(authed.audit, { list: listAuditEntries });
