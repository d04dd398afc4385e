import { routeGroup } from '../common/routes.ts';
import { IdentityProviderOutputSchema, IdentityProviderSchema, IdentityProviderSetInputSchema } from './schemas.ts';

const routes = routeGroup(['Fournisseurs d’identité']);

/** Issue 32 item 2 (ADR 045): a client's OpenID Connect provider, read and set by an ADMIN only. */
export const identityProvidersContract = {
  get: routes.get(
    '/clients/{clientId}/identity-provider',
    "Le fournisseur d'identité (OpenID Connect) d'un client, sans son secret",
    IdentityProviderOutputSchema,
  ),
  set: routes.put(
    '/clients/{clientId}/identity-provider',
    "Configurer le fournisseur d'identité d'un client (le secret est chiffré, jamais relu)",
    IdentityProviderSetInputSchema,
    IdentityProviderSchema,
  ),
  remove: routes.removeBy(
    '/clients/{clientId}/identity-provider',
    'clientId',
    "Retirer le fournisseur d'identité d'un client",
  ),
};
