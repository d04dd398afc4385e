import * as v from 'valibot';
import { idSchema, requiredText } from '../validation/fields.ts';

/** Issue 32 item 2 (ADR 045): the French words of the group's identity provider, in the admin and on the sign-in page. */
export const IDENTITY_PROVIDER_MESSAGES = {
  notFound: 'Aucun fournisseur d’identité n’est configuré pour ce client',
  displayNameRequired: 'Le nom du fournisseur est obligatoire',
  issuerRequired: 'L’émetteur (issuer) est obligatoire',
  issuerInvalid:
    'L’émetteur doit être une adresse https:// (http:// seulement pour localhost), sans paramètres ni fragment',
  clientIdRequired: 'L’identifiant client (client id) est obligatoire',
  clientSecretRequired: 'Le secret client est obligatoire à la première configuration',
  clientSecretTooLong: 'Le secret client ne peut pas dépasser 1000 caractères',
  domainsRequired: 'Indiquez au moins un domaine d’e-mail',
  domainInvalid: 'Domaine invalide : indiquez par exemple « groupe-creches.fr », sans @',
  tooManyDomains: 'Au plus 50 domaines par client',
  domainTaken: (domain: string) => `Le domaine « ${domain} » est déjà couvert par le fournisseur d’un autre client`,
  secretUnreadable:
    'Le secret client enregistré ne peut plus être lu (le secret du serveur a changé) : saisissez-le de nouveau',
  // Sign-in page (redirect back with an error code, mapped in the web app).
  codeDisabled: (provider: string) =>
    `Pour cette adresse, la connexion se fait avec ${provider} : le code par e-mail est désactivé par votre administrateur.`,
  providerUnavailable:
    'Le fournisseur d’identité ne répond pas pour le moment. Réessayez dans quelques minutes ou prévenez votre administrateur.',
  unknownUser:
    'Aucun compte Qualité & Conformité n’existe pour cette adresse. Demandez à votre administrateur de vous en créer un.',
  emailNotVerified: 'Votre fournisseur d’identité n’a pas confirmé votre adresse e-mail : la connexion est refusée.',
  notVerified:
    'La réponse du fournisseur d’identité n’a pas pu être vérifiée : la connexion est refusée. Prévenez votre administrateur.',
  interrupted: 'La connexion a expiré ou a été interrompue : recommencez.',
  failed: 'La connexion avec votre fournisseur d’identité a échoué. Réessayez ou prévenez votre administrateur.',
} as const;

/**
 * Better-auth's callback error codes (and ours, from the product's checks) as the sign-in page's French
 * message. Anything unknown reads as a failure, never as the provider's own text.
 */
export function identityProviderErrorMessage(code: string): string {
  switch (code) {
    case 'signup_disabled':
    case 'user_not_allowed':
      return IDENTITY_PROVIDER_MESSAGES.unknownUser;
    // better-auth links a new provider account only on a verified e-mail (the product's users are never
    // linked otherwise: ADR 045), so this is the provider's unverified address at a first sign-in.
    case 'account_not_linked':
    case 'email_not_verified':
      return IDENTITY_PROVIDER_MESSAGES.emailNotVerified;
    case 'unable_to_get_user_info':
    case 'issuer_mismatch':
    case 'issuer_missing':
    case 'invalid_code':
    case 'nonce_binding_missing':
    case 'email_does_not_match':
      return IDENTITY_PROVIDER_MESSAGES.notVerified;
    case 'state_mismatch':
    case 'state_not_found':
    case 'please_restart_the_process':
    case 'invalid_callback_request':
    case 'access_denied':
      return IDENTITY_PROVIDER_MESSAGES.interrupted;
    case 'provider_unavailable':
    case 'oauth_provider_not_found':
      return IDENTITY_PROVIDER_MESSAGES.providerUnavailable;
    default:
      return IDENTITY_PROVIDER_MESSAGES.failed;
  }
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const domainSchema = v.pipe(
  v.string(IDENTITY_PROVIDER_MESSAGES.domainInvalid),
  v.trim(),
  v.toLowerCase(),
  v.regex(DOMAIN, IDENTITY_PROVIDER_MESSAGES.domainInvalid),
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
  requiredText(IDENTITY_PROVIDER_MESSAGES.issuerRequired, 500),
  v.check(isAcceptedIssuer, IDENTITY_PROVIDER_MESSAGES.issuerInvalid),
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
  displayName: requiredText(IDENTITY_PROVIDER_MESSAGES.displayNameRequired, 100),
  issuer: issuerSchema,
  clientIdentifier: requiredText(IDENTITY_PROVIDER_MESSAGES.clientIdRequired, 500),
  clientSecret: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(1000, IDENTITY_PROVIDER_MESSAGES.clientSecretTooLong)),
    '',
  ),
  domains: v.pipe(
    v.array(domainSchema, IDENTITY_PROVIDER_MESSAGES.domainsRequired),
    v.minLength(1, IDENTITY_PROVIDER_MESSAGES.domainsRequired),
    v.maxLength(50, IDENTITY_PROVIDER_MESSAGES.tooManyDomains),
    v.transform((domains) => [...new Set(domains)]),
  ),
  emailCodeFallback: v.optional(v.boolean(), true),
});
export type IdentityProviderSetInput = v.InferOutput<typeof IdentityProviderSetInputSchema>;

/** The sign-in page's question for a typed address: a provider to offer, and whether the e-mail code stays open. */
export type SignInOptions = { provider: { id: string; name: string } | null; emailCode: boolean };
