import { authed } from '../orpc/base.ts';
import { answeringNothing, byField, operations } from '../orpc/operations.ts';
import { getIdentityProvider, removeIdentityProvider, setIdentityProvider } from './service.ts';

/**
 * Issue 32 item 2 (ADR 045): only an ADMIN (client:manage-admin) reads or sets how a client's staff sign in;
 * not a SPEC §7 call, so not in CALL_PERMISSIONS (like the imports' permissions).
 */
export const IDENTITY_PROVIDER_PERMISSIONS = ['client:manage-admin'] as const;

export const identityProvidersRouter = operations(authed.identityProviders, IDENTITY_PROVIDER_PERMISSIONS, {
  get: getIdentityProvider,
  set: setIdentityProvider,
  remove: answeringNothing(byField('clientId', removeIdentityProvider)),
});
