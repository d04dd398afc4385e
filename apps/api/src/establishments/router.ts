import { buildActor } from '../scope/actor.ts';
import { assertPermission, authed, notFound } from '../orpc/base.ts';
import { findUserInScope } from '../users/service.ts';
import { findEstablishmentsInScopes } from './service.ts';

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
};
