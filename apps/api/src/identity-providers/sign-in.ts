import { IDENTITY_PROVIDER_MESSAGES, type SignInOptions } from '@qc/shared/identity-providers/messages';
import { normalizeIssuer } from '@qc/shared/identity-providers/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { createAuth, type AuthOptions } from '../auth/auth.ts';
import { clientIdentityProviders } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import { openSecret } from './secret-box.ts';

/** better-auth's provider id of a client's provider: its callback is /api/auth/callback/idp-<client id>. */
export const PROVIDER_PREFIX = 'idp-';
export const providerIdOf = (clientId: string) => `${PROVIDER_PREFIX}${clientId}`;

type Row = typeof clientIdentityProviders.$inferSelect;
type ProviderAuth = ReturnType<typeof createAuth>;

export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domain || null;
}

function isVerified(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * ADR 045: each client's provider gets its own better-auth instance with the genericOAuth plugin, built
 * when first needed from the row (its secret opened then) and built again when the row changes (its
 * `updated_at` is the version): an ADMIN's change applies on the next sign-in, in every process, without a
 * restart. Sessions, state and rate limits are in the shared database, so a session this instance creates
 * is the main instance's.
 */
export function createIdentityProviderSignIn(options: AuthOptions) {
  const { db, logger } = options;
  const built = new Map<string, { version: number; auth: ProviderAuth }>();
  const errorUrl = `${options.baseUrl}/auth/login`;

  async function rowOf(clientId: string): Promise<Row | null> {
    const [row] = await db.select().from(clientIdentityProviders).where(eq(clientIdentityProviders.clientId, clientId));
    return row ?? null;
  }

  /** The instance of a `idp-<client id>`, or null when that client has no (usable) provider. */
  async function authFor(providerId: string): Promise<ProviderAuth | null> {
    if (!providerId.startsWith(PROVIDER_PREFIX)) return null;
    const row = await rowOf(providerId.slice(PROVIDER_PREFIX.length));
    if (!row) return null;
    const version = row.updatedAt.getTime();
    const cached = built.get(row.clientId);
    if (cached?.version === version) return cached.auth;
    const clientSecret = openSecret(options.secret, row.clientId, row.sealedClientSecret);
    if (clientSecret === null) {
      logger.error({ clientId: row.clientId }, IDENTITY_PROVIDER_MESSAGES.secretUnreadable);
      return null;
    }
    const issuer = normalizeIssuer(row.issuer);
    const auth = createAuth(options, {
      providerId: providerIdOf(row.clientId),
      name: row.displayName,
      issuer,
      clientId: row.oidcClientId,
      clientSecret,
      errorUrl,
      // Run by better-auth on every sign-in, link or creation it is asked to make from this provider's word.
      validateUserInfo: async ({ user: asserted, source }) => {
        if (source.method !== 'oauth' || source.oauth?.providerId !== providerIdOf(row.clientId)) return;
        if (source.action === 'create-user') return { error: 'signup_disabled' };
        const profile = source.oauth.profile ?? {};
        // OpenID's `email_verified` (Google Workspace); Entra ID says it as `xms_edov` (the e-mail's domain
        // is verified by the tenant) once that optional claim is added to the application (ADR 045).
        if (!isVerified(profile.email_verified) && !isVerified(profile.xms_edov))
          return { error: 'email_not_verified' };
        if (typeof profile.iss !== 'string' || normalizeIssuer(profile.iss) !== issuer) {
          return { error: 'issuer_mismatch' };
        }
        const current = await rowOf(row.clientId);
        const email = typeof asserted.email === 'string' ? asserted.email.toLowerCase() : '';
        const domain = emailDomain(email);
        if (!current || !domain || !current.domains.includes(domain)) return { error: 'user_not_allowed' };
        // The product's user of that e-mail, in this client: roles and scope are hers, as stored.
        const [member] = await db
          .select({ id: user.id })
          .from(user)
          .where(and(eq(user.email, email), eq(user.clientId, row.clientId)));
        if (!member || (typeof asserted.id === 'string' && asserted.id !== member.id)) {
          return { error: 'user_not_allowed' };
        }
        return undefined;
      },
    });
    built.set(row.clientId, { version, auth });
    return auth;
  }

  /** What the sign-in page offers for an address: nothing about whether an account exists. */
  async function optionsFor(email: string): Promise<SignInOptions> {
    const domain = emailDomain(email);
    if (!domain) return { provider: null, emailCode: true };
    const [row] = await db
      .select({
        clientId: clientIdentityProviders.clientId,
        displayName: clientIdentityProviders.displayName,
        emailCodeFallback: clientIdentityProviders.emailCodeFallback,
      })
      .from(clientIdentityProviders)
      .where(sql`${domain} = any(${clientIdentityProviders.domains})`)
      .limit(1);
    if (!row) return { provider: null, emailCode: true };
    return { provider: { id: providerIdOf(row.clientId), name: row.displayName }, emailCode: row.emailCodeFallback };
  }

  return { authFor, optionsFor, errorUrl };
}

export type IdentityProviderSignIn = ReturnType<typeof createIdentityProviderSignIn>;
