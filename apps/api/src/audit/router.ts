import { authed } from '../orpc/base.ts';
import { operation } from '../orpc/operations.ts';
import { listAuditEntries } from './service.ts';

export const auditRouter = {
  list: operation(authed.audit.list, ['audit:read'], listAuditEntries),
};
