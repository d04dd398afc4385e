import { authed } from '../orpc/base.ts';
import { answeringNothing, byField, operations } from '../orpc/operations.ts';
import { getIdentityProvider, removeIdentityProvider, setIdentityProvider } from './service.ts';

/** Issue 32 item 2 (ADR 045): only an ADMIN (client:manage-admin) reads or sets how a client's staff sign in. */
export const identityProvidersRouter = operations(authed.identityProviders, {
  get: getIdentityProvider,
  set: setIdentityProvider,
  remove: answeringNothing(byField('clientId', removeIdentityProvider)),
});
