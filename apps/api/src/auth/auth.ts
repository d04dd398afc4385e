import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP, genericOAuth, multiSession } from 'better-auth/plugins';
import type { BetterAuthOptions } from 'better-auth';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema-auth.ts';
import type { Mailer } from '../mail/mailer.ts';
import { buildSignInCodeMail } from '../mail/templates.ts';
import type { Logger } from '../logger.ts';
import { betterAuthLogger } from './auth-logger.ts';

/** Header the server sets from the socket (or a trusted proxy); never taken from the client. */
export const CLIENT_IP_HEADER = 'x-qc-client-ip';

export const OTP_LENGTH = 6;
export const OTP_EXPIRES_IN_SECONDS = 5 * 60;
export const OTP_ALLOWED_ATTEMPTS = 3;

export type AuthOptions = {
  db: Database;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  mailer: Mailer;
  logger: Logger;
};

/**
 * Issue 32 item 2 (ADR 045): one client's OpenID Connect provider, as better-auth's genericOAuth plugin
 * takes it, with the product's own gate on each sign-in it vouches for (identity-providers/sign-in.ts).
 */
export type IdentityProviderAuthOptions = {
  providerId: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where every failure lands: the sign-in page, which reads `?error=`. */
  errorUrl: string;
  validateUserInfo: NonNullable<NonNullable<BetterAuthOptions['user']>['validateUserInfo']>;
};

/** DESIGN §2 "Auth". */
export function createAuth(options: AuthOptions, identityProvider?: IdentityProviderAuthOptions) {
  return betterAuth({
    appName: 'Qualité & Conformité',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    // Its own lines to the product's pino logger (JSON, masked), not to the console.
    logger: betterAuthLogger(options.logger),
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    user: {
      // Only the users API (under its permissions) writes roles, client,
      // establishment and extra permissions: `input: false` makes the auth
      // endpoints refuse them.
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '', input: true },
        lastName: { type: 'string', required: false, defaultValue: '', input: true },
        roles: { type: 'string[]', required: false, input: false },
        permissions: { type: 'string[]', required: false, input: false },
        clientId: { type: 'string', required: false, input: false },
        establishmentId: { type: 'string', required: false, input: false },
      },
      deleteUser: { enabled: true },
      ...(identityProvider ? { validateUserInfo: identityProvider.validateUserInfo } : {}),
    },
    ...(identityProvider
      ? {
          // A forged or stale state lands on the sign-in page too, not on better-auth's English error page.
          onAPIError: { errorURL: identityProvider.errorUrl },
          account: {
            // The product's users are created by an administrator (or an import), who vouches for the
            // address: the link to the provider's account is made on the provider's verified e-mail, checked
            // again on every sign-in by validateUserInfo, without waiting for a first e-mail code.
            accountLinking: { requireLocalEmailVerified: false },
          },
        }
      : {}),
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      // On in every mode, counted in the database so that N processes share it.
      enabled: true,
      storage: 'database',
      window: 60,
      max: 200,
    },
    advanced: {
      // better-auth skips these checks when NODE_ENV=test: keep them on, tests prove them.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        update: {
          // The display name always follows first and last names (issue 12 item 12): recomputed
          // from the stored half when only one is edited; a `name` of its own is never kept
          // (the edge route refuses it in update-user, this is defence in depth).
          before: async (data, context) => {
            const { name: _ignored, ...rest } = data;
            if (typeof rest.firstName !== 'string' && typeof rest.lastName !== 'string') return { data: rest };
            const current = context?.context.session?.user as { firstName?: string; lastName?: string } | undefined;
            const firstName = typeof rest.firstName === 'string' ? rest.firstName : (current?.firstName ?? '');
            const lastName = typeof rest.lastName === 'string' ? rest.lastName : (current?.lastName ?? '');
            return { data: { ...rest, name: `${firstName} ${lastName}`.trim() } };
          },
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_EXPIRES_IN_SECONDS,
        allowedAttempts: OTP_ALLOWED_ATTEMPTS,
        // Sign-in only for users an administrator created; unknown e-mails get the same answer and no mail.
        disableSignUp: true,
        storeOTP: 'hashed',
        rateLimit: { window: 60, max: 10 },
        // Sent after the answer (issue 12 item 4): awaiting a slow SMTP relay made a known
        // e-mail answer ~1 s later than an unknown one, which tells who has an account.
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type !== 'sign-in') return;
          void options.mailer
            .send({
              to: email,
              ...buildSignInCodeMail(otp),
              kind: 'SIGN_IN_CODE',
              expiresAt: new Date(Date.now() + OTP_EXPIRES_IN_SECONDS * 1000),
            })
            .catch((error: unknown) => options.logger.error({ err: error }, "Échec de l'envoi du code de connexion"));
        },
      }),
      multiSession({ maximumSessions: 5 }),
      ...(identityProvider
        ? [
            genericOAuth({
              config: [
                {
                  providerId: identityProvider.providerId,
                  name: identityProvider.name,
                  discoveryUrl: `${identityProvider.issuer}/.well-known/openid-configuration`,
                  // The ID token is checked against the provider's keys, issuer, audience and nonce, or refused.
                  requireIdTokenVerification: true,
                  clientId: identityProvider.clientId,
                  clientSecret: identityProvider.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  // Never an account on the provider's say-so: only users the product already has.
                  disableSignUp: true,
                  disableImplicitSignUp: true,
                  // Names, roles and scope stay the product's.
                  overrideUserInfo: false,
                  // Entra ID says a verified address as `xms_edov` (its optional claim), Google as `email_verified`.
                  mapProfileToUser: (profile) => ({
                    emailVerified: [profile.email_verified, profile.xms_edov].some(
                      (value) => value === true || value === 'true',
                    ),
                  }),
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
