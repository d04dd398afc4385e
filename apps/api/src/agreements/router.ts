import { CALL_PERMISSIONS } from '@qc/shared/permissions';
import { authed, requirePermission } from '../orpc/base.ts';
import {
  createAgreement,
  deleteAgreement,
  getAgreement,
  listAgreements,
  listAgreementsOfEstablishment,
  updateAgreement,
} from './service.ts';

export const agreementsRouter = {
  list: authed.agreements.list
    .use(requirePermission(CALL_PERMISSIONS['agreements.list']))
    .handler(({ input, context }) => listAgreements(context.deps.db, context.actor, input)),
  get: authed.agreements.get
    .use(requirePermission(CALL_PERMISSIONS['agreements.get']))
    .handler(({ input, context }) => getAgreement(context.deps.db, context.actor, input.id)),
  listForEstablishment: authed.agreements.listForEstablishment
    .use(requirePermission(CALL_PERMISSIONS['agreements.listForEstablishment']))
    .handler(({ input, context }) => listAgreementsOfEstablishment(context.deps.db, context.actor, input)),
  create: authed.agreements.create
    .use(requirePermission(CALL_PERMISSIONS['agreements.create']))
    .handler(({ input, context }) => createAgreement(context.deps.db, context.actor, input)),
  update: authed.agreements.update
    .use(requirePermission(CALL_PERMISSIONS['agreements.update']))
    .handler(({ input, context }) => updateAgreement(context.deps.db, context.actor, input)),
  remove: authed.agreements.remove
    .use(requirePermission(CALL_PERMISSIONS['agreements.remove']))
    .handler(async ({ input, context }) => {
      await deleteAgreement(context.deps.db, context.actor, input.id);
    }),
};
