import { authed } from '../orpc/base.ts';
import { answeringNothing, byId, operations, orNotFound } from '../orpc/operations.ts';
import { addEstablishmentMember } from './add-establishment-member.ts';
import { createEstablishment } from './create-establishment.ts';
import { deleteEstablishment } from './delete-establishment.ts';
import { findEstablishmentInScope } from './get-establishment.ts';
import { listEstablishments } from './list-establishments.ts';
import { listEstablishmentsForClient } from './list-establishments-for-client.ts';
import { listEstablishmentsForUser } from './list-establishments-for-user.ts';
import { listEstablishmentMembers } from './list-establishment-members.ts';
import { ESTABLISHMENT_ERRORS } from './queries.ts';
import { removeEstablishmentMember } from './remove-establishment-member.ts';
import { updateEstablishment } from './update-establishment.ts';
import { updateEstablishmentProfile } from './update-establishment-profile.ts';

export const establishmentsRouter = operations(authed.establishments, {
  listForUser: listEstablishmentsForUser,
  list: listEstablishments,
  get: orNotFound(byId(findEstablishmentInScope), ESTABLISHMENT_ERRORS.notFound),
  create: createEstablishment,
  update: updateEstablishment,
  updateProfile: updateEstablishmentProfile,
  remove: answeringNothing(byId(deleteEstablishment)),
  listMembers: listEstablishmentMembers,
  addMember: addEstablishmentMember,
  removeMember: removeEstablishmentMember,
  listForClient: listEstablishmentsForClient,
});
