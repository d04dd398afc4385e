/** French messages for the answers of better-auth's e-mail OTP sign-in. */
export const OTP_MESSAGES = {
  invalid: 'Code incorrect. Vérifiez le code reçu par e-mail et réessayez.',
  expired: 'Ce code a expiré : demandez un nouveau code.',
  tooManyAttempts: 'Trop de tentatives avec ce code : demandez un nouveau code.',
  rateLimited: 'Trop de demandes. Patientez une minute avant de réessayer.',
  unreachable: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  unexpected: 'Une erreur inattendue est survenue. Réessayez.',
  // Said to everyone while the relay fails (issue 15 item 5): it tells nothing of whether the address has an account.
  mailDelayed:
    'L’envoi des e-mails rencontre un problème en ce moment : votre code risque d’arriver en retard, ou pas du tout. Patientez quelques minutes puis choisissez « Renvoyer le code » ; si rien n’arrive, prévenez votre administrateur.',
} as const;

type AuthError = { status?: number; code?: string; message?: string } | null | undefined;

/** The API's own 429s (limits per e-mail address) carry their French message; better-auth's per-address one does not. */
const EMAIL_LIMIT_MESSAGES = new Set([
  'Trop de demandes de code pour cette adresse. Réessayez dans une heure.',
  'Trop de tentatives de connexion pour cette adresse. Réessayez dans une heure.',
]);

export function getOtpErrorMessage(error: AuthError): string {
  if (!error) return OTP_MESSAGES.unexpected;
  if (error.status === 429) {
    return error.message && EMAIL_LIMIT_MESSAGES.has(error.message) ? error.message : OTP_MESSAGES.rateLimited;
  }
  if (error.code === 'TOO_MANY_ATTEMPTS' || error.status === 403) return OTP_MESSAGES.tooManyAttempts;
  if (error.code === 'OTP_EXPIRED') return OTP_MESSAGES.expired;
  if (error.code === 'INVALID_OTP' || error.status === 400) return OTP_MESSAGES.invalid;
  if (!error.status) return OTP_MESSAGES.unreachable;
  return OTP_MESSAGES.unexpected;
}
