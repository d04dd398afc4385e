import { oc } from '../common/base-contract.ts';
import { listOutput } from '../common/list.ts';
import { AuditEntrySchema, AuditListInputSchema } from './schemas.ts';

export const auditContract = {
  list: oc
    .route({ method: 'GET', path: '/audit', tags: ['Journal'], summary: "Journal d'audit" })
    .input(AuditListInputSchema)
    .output(listOutput(AuditEntrySchema)),
};
