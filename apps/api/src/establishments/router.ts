import { CALL_PERMISSIONS } from '@qc/shared/permissions';
import { buildActor } from '../scope/actor.ts';
import { assertPermission, authed, notFound, requirePermission } from '../orpc/base.ts';
import { answeringNothing, byId, callPermission, operations, orNotFound } from '../orpc/operations.ts';
import { CLIENT_ERRORS, findClientRowInScope } from '../clients/service.ts';
import { findUserInScope } from '../users/service.ts';
import { addEstablishmentMember } from './add-establishment-member.ts';
import { createEstablishment } from './create-establishment.ts';
import { deleteEstablishment } from './delete-establishment.ts';
import { findEstablishmentInScope } from './get-establishment.ts';
import { findEstablishmentsInScopes } from './list-establishments.ts';
import { listEstablishmentMembers } from './list-establishment-members.ts';
import { ESTABLISHMENT_ERRORS } from './queries.ts';
import { removeEstablishmentMember } from './remove-establishment-member.ts';
import { updateEstablishment } from './update-establishment.ts';
import { updateEstablishmentProfile } from './update-establishment-profile.ts';

export const establishmentsRouter = {
  /** DESIGN §3: for oneself, or for a user in the caller's scope with user:read; never beyond the caller's scope. */
  listForUser: authed.establishments.listForUser.handler(async ({ input, context }) => {
    const { actor, deps } = context;
    const callerScope = await actor.getScope();
    if (input.userId === actor.id) {
      return findEstablishmentsInScopes(deps.db, { ...input, scopes: [callerScope] });
    }
    assertPermission(actor, 'user:read');
    const target = await findUserInScope(deps.db, actor, input.userId);
    if (!target) notFound('Utilisateur introuvable');
    const targetScope = await buildActor(deps.db, target).getScope();
    return findEstablishmentsInScopes(deps.db, { ...input, scopes: [callerScope, targetScope] });
  }),
  list: authed.establishments.list
    .use(requirePermission(CALL_PERMISSIONS['establishments.list']))
    .handler(async ({ input, context }) => {
      const scope = await context.actor.getScope();
      return findEstablishmentsInScopes(context.deps.db, { ...input, scopes: [scope] });
    }),
  ...operations(authed.establishments, callPermission('establishments'), {
    get: orNotFound(byId(findEstablishmentInScope), ESTABLISHMENT_ERRORS.notFound),
    create: createEstablishment,
    update: updateEstablishment,
    updateProfile: updateEstablishmentProfile,
    remove: answeringNothing(byId(deleteEstablishment)),
    listMembers: listEstablishmentMembers,
    addMember: addEstablishmentMember,
    removeMember: removeEstablishmentMember,
  }),
  listForClient: authed.establishments.listForClient
    .use(requirePermission(CALL_PERMISSIONS['establishments.listForClient']))
    .handler(async ({ input, context }) => {
      const client = await findClientRowInScope(context.deps.db, context.actor, input.clientId);
      if (!client) notFound(CLIENT_ERRORS.notFound);
      const scope = await context.actor.getScope();
      return findEstablishmentsInScopes(context.deps.db, { ...input, scopes: [scope] });
    }),
};
