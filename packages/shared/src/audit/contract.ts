import { routeGroup } from '../common/routes.ts';
import { AuditEntrySchema, AuditListInputSchema } from './schemas.ts';

const routes = routeGroup(['Journal']);

export const auditContract = {
  list: routes.list('/audit', "Journal d'audit", AuditListInputSchema, AuditEntrySchema),
};
