import { authed } from '../orpc/base.ts';
import { answeringNothing, byId, callPermission, operations } from '../orpc/operations.ts';
import { getIdentityProvider, removeIdentityProvider, setIdentityProvider } from './service.ts';

export const identityProvidersRouter = operations(authed.identityProviders, callPermission('identityProviders'), {
  get: getIdentityProvider,
  set: setIdentityProvider,
  remove: answeringNothing(byId(removeIdentityProvider)),
});
