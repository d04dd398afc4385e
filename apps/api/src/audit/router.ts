import { authed, requirePermission } from '../orpc/base.ts';
import { listAuditEntries } from './service.ts';

export const auditRouter = {
  list: authed.audit.list
    .use(requirePermission('audit:read'))
    .handler(({ input, context }) => listAuditEntries(context.deps.db, context.actor, input)),
};
