import { authed } from '../orpc/base.ts';
import { answeringNothing, byId, operations } from '../orpc/operations.ts';
import {
  createAgreement,
  deleteAgreement,
  getAgreement,
  listAgreements,
  listAgreementsOfEstablishment,
  updateAgreement,
} from './service.ts';

export const agreementsRouter = operations(authed.agreements, {
  list: listAgreements,
  get: byId(getAgreement),
  listForEstablishment: listAgreementsOfEstablishment,
  create: createAgreement,
  update: updateAgreement,
  remove: answeringNothing(byId(deleteAgreement)),
});
