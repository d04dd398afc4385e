import { listOutput } from '../common/list.ts';
import { routeGroup } from '../common/routes.ts';
import { AuditEntrySchema, AuditListInputSchema } from './schemas.ts';

const routes = routeGroup(['Journal']);

export const auditContract = {
  list: routes.get('/audit', "Journal d'audit").input(AuditListInputSchema).output(listOutput(AuditEntrySchema)),
};
