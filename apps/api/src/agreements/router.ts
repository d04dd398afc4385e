import { authed } from '../orpc/base.ts';
import { answeringNothing, byId, operations } from '../orpc/operations.ts';
import { createAgreement } from './create-agreement.ts';
import { deleteAgreement } from './delete-agreement.ts';
import { getAgreement } from './get-agreement.ts';
import { listAgreements } from './list-agreements.ts';
import { listAgreementsOfEstablishment } from './list-agreements-of-establishment.ts';
import { updateAgreement } from './update-agreement.ts';

export const agreementsRouter = operations(authed.agreements, {
  list: listAgreements,
  get: byId(getAgreement),
  listForEstablishment: listAgreementsOfEstablishment,
  create: createAgreement,
  update: updateAgreement,
  remove: answeringNothing(byId(deleteAgreement)),
});
