import * as v from 'valibot';
import { idSchema, requiredText } from '../validation/fields.ts';

/** The French messages of the provider's fields (the sign-in page's words are in ./messages.ts, kept out of the contract). */
export const IDENTITY_PROVIDER_FIELD_MESSAGES = {
  displayNameRequired: 'Le nom du fournisseur est obligatoire',
  issuerRequired: 'L’émetteur (issuer) est obligatoire',
  issuerInvalid:
    'L’émetteur doit être une adresse https:// (http:// seulement pour localhost), sans paramètres ni fragment',
  clientIdRequired: 'L’identifiant client (client id) est obligatoire',
  clientSecretTooLong: 'Le secret client ne peut pas dépasser 1000 caractères',
  domainsRequired: 'Indiquez au moins un domaine d’e-mail',
  domainInvalid: 'Domaine invalide : indiquez par exemple « groupe-creches.fr », sans @',
  tooManyDomains: 'Au plus 50 domaines par client',
} as const;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const domainSchema = v.pipe(
  v.string(IDENTITY_PROVIDER_FIELD_MESSAGES.domainInvalid),
  v.trim(),
  v.toLowerCase(),
  v.regex(DOMAIN, IDENTITY_PROVIDER_FIELD_MESSAGES.domainInvalid),
);

/** https:// only, except http:// on this machine (a provider started by the tests, a developer's own). */
export function isAcceptedIssuer(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.search || url.hash || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** What an issuer is compared as: without a trailing slash (Entra ID's `…/v2.0`, Google's `https://accounts.google.com`). */
export function normalizeIssuer(value: string): string {
  return value.trim().replace(/\/+$/, '');
}

const issuerSchema = v.pipe(
  requiredText(IDENTITY_PROVIDER_FIELD_MESSAGES.issuerRequired, 500),
  v.check(isAcceptedIssuer, IDENTITY_PROVIDER_FIELD_MESSAGES.issuerInvalid),
  v.transform(normalizeIssuer),
);

/** An ADMIN's view of a client's provider: the secret is never answered, only whether one is stored. */
export const IdentityProviderSchema = v.object({
  clientId: v.string(),
  displayName: v.string(),
  issuer: v.string(),
  clientIdentifier: v.string(),
  hasClientSecret: v.boolean(),
  domains: v.array(v.string()),
  emailCodeFallback: v.boolean(),
  /** To register at the provider (Entra ID « URI de redirection », Google « URI de redirection autorisés »). */
  redirectUri: v.string(),
  updatedAt: v.string(),
});
export type IdentityProvider = v.InferOutput<typeof IdentityProviderSchema>;

export const IdentityProviderOutputSchema = v.object({ provider: v.nullable(IdentityProviderSchema) });
export type IdentityProviderOutput = v.InferOutput<typeof IdentityProviderOutputSchema>;

/** Set (create or replace) a client's provider; a secret left empty keeps the stored one. */
export const IdentityProviderSetInputSchema = v.object({
  clientId: idSchema,
  displayName: requiredText(IDENTITY_PROVIDER_FIELD_MESSAGES.displayNameRequired, 100),
  issuer: issuerSchema,
  clientIdentifier: requiredText(IDENTITY_PROVIDER_FIELD_MESSAGES.clientIdRequired, 500),
  clientSecret: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(1000, IDENTITY_PROVIDER_FIELD_MESSAGES.clientSecretTooLong)),
    '',
  ),
  domains: v.pipe(
    v.array(domainSchema, IDENTITY_PROVIDER_FIELD_MESSAGES.domainsRequired),
    v.minLength(1, IDENTITY_PROVIDER_FIELD_MESSAGES.domainsRequired),
    v.maxLength(50, IDENTITY_PROVIDER_FIELD_MESSAGES.tooManyDomains),
    v.transform((domains) => [...new Set(domains)]),
  ),
  emailCodeFallback: v.optional(v.boolean(), true),
});
export type IdentityProviderSetInput = v.InferOutput<typeof IdentityProviderSetInputSchema>;
