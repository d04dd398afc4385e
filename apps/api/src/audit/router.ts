import { authed } from '../orpc/base.ts';
import { operations } from '../orpc/operations.ts';
import { listAuditEntries } from './service.ts';

export const auditRouter = operations(authed.audit, { list: listAuditEntries });
