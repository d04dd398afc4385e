import { authed } from '../orpc/base.ts';
import { answeringNothing, byId, callPermission, operations } from '../orpc/operations.ts';
import {
  createAgreement,
  deleteAgreement,
  getAgreement,
  listAgreements,
  listAgreementsOfEstablishment,
  updateAgreement,
} from './service.ts';

export const agreementsRouter = operations(authed.agreements, callPermission('agreements'), {
  list: listAgreements,
  get: byId(getAgreement),
  listForEstablishment: listAgreementsOfEstablishment,
  create: createAgreement,
  update: updateAgreement,
  remove: answeringNothing(byId(deleteAgreement)),
});
