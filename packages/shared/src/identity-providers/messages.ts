/**
 * Issue 32 item 2 (ADR 045): the French words of the group's identity provider, in the admin and on the sign-in
 * page; apart from the schemas (no Valibot), so the sign-in page reads them within its JavaScript budget.
 */
export const IDENTITY_PROVIDER_MESSAGES = {
  notFound: 'Aucun fournisseur d’identité n’est configuré pour ce client',
  clientSecretRequired: 'Le secret client est obligatoire à la première configuration',
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

/** The sign-in page's question for a typed address: a provider to offer, and whether the e-mail code stays open. */
export type SignInOptions = { provider: { id: string; name: string } | null; emailCode: boolean };
