import { IDENTITY_PROVIDER_MESSAGES, identityProviderErrorMessage } from '@qc/shared/identity-providers/messages';
import { IDENTITY_PROVIDER_FIELD_MESSAGES } from '@qc/shared/identity-providers/schemas';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientIdentityProviders } from '../src/db/schema.ts';
import { session, user } from '../src/db/schema-auth.ts';
import { openSecret } from '../src/identity-providers/secret-box.ts';
import { TEST_ORIGIN } from './support/app.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { insertUser } from './support/fixtures.ts';
import { followToCallback, startIdentityProvider, type IdentityProviderServer } from './support/identity-provider.ts';

/**
 * Issue 32 item 2 (ADR 045): « Se connecter avec <fournisseur> » against a real OpenID Connect provider
 * (npm `oidc-provider`) on a local port: an existing user signs in with the product's roles; a wrong issuer,
 * a wrong audience, an unverified e-mail, an unknown user and a provider that is down each land back on the
 * sign-in page with an error code the page says in French, and no session.
 */
const DOMAIN = 'groupe-a.fr';
const SECRET = 'a-client-secret-never-read-back';
const context = useFileContext(async () => {
  const opened = await openTenantsContext({ signIn: ['admin', 'masterA', 'masterB'] });
  const { t, tenants } = opened;
  const director = await insertUser(t.db, {
    role: 'DIRECTOR',
    clientId: tenants.clientA.id,
    establishmentId: tenants.establishmentA1.id,
    email: `directrice@${DOMAIN}`,
  });
  // Imported, never signed in: the administrator vouched for the address, not a first code.
  await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, director.id));
  // Someone of another client whose address is at A's domain: A's provider does not vouch for B's people.
  const stranger = await insertUser(t.db, {
    role: 'DIRECTOR',
    clientId: tenants.clientB.id,
    email: `intrus@${DOMAIN}`,
  });
  const idp = await startIdentityProvider({
    clientId: 'qualite-conformite',
    clientSecret: SECRET,
    redirectUris: [`${TEST_ORIGIN}/api/auth/callback/idp-${tenants.clientA.id}`],
  });
  idp.addAccount('directrice', { email: director.email, emailVerified: true });
  idp.addAccount('unverified', { email: director.email, emailVerified: false });
  idp.addAccount('unknown', { email: `inconnue@${DOMAIN}`, emailVerified: true });
  idp.addAccount('stranger', { email: stranger.email, emailVerified: true });
  const close = opened.t.close;
  opened.t.close = async () => {
    await idp.close();
    await close();
  };
  return { ...opened, idp, director };
}, 60_000);
const { t, tenants, cookies } = context;
const idp = () => (context as unknown as { idp: IdentityProviderServer }).idp;
const director = () => (context as unknown as { director: { id: string; email: string } }).director;

function settings(issuer: string) {
  return {
    displayName: 'Microsoft Entra ID',
    issuer,
    clientIdentifier: 'qualite-conformite',
    clientSecret: SECRET,
    domains: [DOMAIN.toUpperCase()],
    emailCodeFallback: true,
  };
}

async function configure(issuer = idp().issuer, overrides: Record<string, unknown> = {}) {
  const response = await t.request('PUT', `/api/v1/clients/${tenants.clientA.id}/identity-provider`, {
    cookie: cookies.admin,
    body: { ...settings(issuer), ...overrides },
  });
  expect(response.status).toBe(200);
  return response;
}

async function sessionCount() {
  const [row] = await t.db.select({ total: count() }).from(session);
  return row!.total;
}

/** The browser's round trip: « Se connecter avec … », the provider, back to the product. */
async function signInThroughProvider(account: string) {
  idp().signInAs(account);
  const start = await t.request('POST', '/api/auth/sign-in/social', {
    body: { provider: `idp-${tenants.clientA.id}`, callbackURL: '/', errorCallbackURL: '/auth/login' },
    ip: t.nextIp(),
  });
  expect(start.status).toBe(200);
  const stateCookie = t.cookiesOf(start);
  const back = new URL(await followToCallback(start.body.url));
  expect(back.origin).toBe(TEST_ORIGIN);
  const callback = await t.request('GET', `${back.pathname}${back.search}`, { cookie: stateCookie });
  expect(callback.status).toBe(302);
  return { location: callback.headers.get('location') ?? '', cookie: t.cookiesOf(callback) };
}

async function expectRefused(account: string, code: string, message: string) {
  const sessions = await sessionCount();
  const { location, cookie } = await signInThroughProvider(account);
  const url = new URL(location, TEST_ORIGIN);
  expect(url.pathname).toBe('/auth/login');
  expect(url.searchParams.get('error')).toBe(code);
  // Nothing of the provider's tokens or claims travels back; no session is created.
  expect(location).not.toMatch(/id_token|access_token|eyJ/);
  expect(cookie).not.toMatch(/session_token/);
  expect(await sessionCount()).toBe(sessions);
  expect(identityProviderErrorMessage(code)).toBe(message);
}

describe('configuring a client’s identity provider', () => {
  it('is an ADMIN’s: the secret is sealed at rest and never read back', async () => {
    const saved = await configure();
    expect(saved.body).toMatchObject({
      clientId: tenants.clientA.id,
      displayName: 'Microsoft Entra ID',
      domains: [DOMAIN],
      hasClientSecret: true,
      emailCodeFallback: true,
      redirectUri: `${TEST_ORIGIN}/api/auth/callback/idp-${tenants.clientA.id}`,
    });
    const read = await t.request('GET', `/api/v1/clients/${tenants.clientA.id}/identity-provider`, {
      cookie: cookies.admin,
    });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain(SECRET);
    expect(read.body.provider).not.toHaveProperty('clientSecret');
    const [row] = await t.db
      .select()
      .from(clientIdentityProviders)
      .where(eq(clientIdentityProviders.clientId, tenants.clientA.id));
    expect(row!.sealedClientSecret).not.toContain(SECRET);
    expect(
      openSecret('test-secret-that-is-long-enough-for-better-auth', tenants.clientA.id, row!.sealedClientSecret),
    ).toBe(SECRET);
    // Sealed for this client: the same value on another client's row does not open.
    expect(
      openSecret('test-secret-that-is-long-enough-for-better-auth', tenants.clientB.id, row!.sealedClientSecret),
    ).toBeNull();
    // Saved again without a secret: the stored one is kept.
    await configure(idp().issuer, { clientSecret: '' });
    const [kept] = await t.db
      .select()
      .from(clientIdentityProviders)
      .where(eq(clientIdentityProviders.clientId, tenants.clientA.id));
    expect(
      openSecret('test-secret-that-is-long-enough-for-better-auth', tenants.clientA.id, kept!.sealedClientSecret),
    ).toBe(SECRET);
  });

  it('is refused to a CLIENT_MASTER, of her own client or another', async () => {
    for (const cookie of [cookies.masterA, cookies.masterB]) {
      const read = await t.request('GET', `/api/v1/clients/${tenants.clientA.id}/identity-provider`, { cookie });
      expect(read.status).toBe(403);
      const write = await t.request('PUT', `/api/v1/clients/${tenants.clientA.id}/identity-provider`, {
        cookie,
        body: settings('https://login.microsoftonline.com/tenant/v2.0'),
      });
      expect(write.status).toBe(403);
    }
  });

  it('checks its fields in French, and a domain belongs to one client', async () => {
    const bad = await t.request('PUT', `/api/v1/clients/${tenants.clientB.id}/identity-provider`, {
      cookie: cookies.admin,
      body: { ...settings('http://idp.example.com'), domains: ['@nope'] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(IDENTITY_PROVIDER_FIELD_MESSAGES.issuerInvalid);
    expect(JSON.stringify(bad.body)).toContain(IDENTITY_PROVIDER_FIELD_MESSAGES.domainInvalid);
    const taken = await t.request('PUT', `/api/v1/clients/${tenants.clientB.id}/identity-provider`, {
      cookie: cookies.admin,
      body: settings('https://accounts.google.com'),
    });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe(IDENTITY_PROVIDER_MESSAGES.domainTaken(DOMAIN));
    const noSecret = await t.request('PUT', `/api/v1/clients/${tenants.clientB.id}/identity-provider`, {
      cookie: cookies.admin,
      body: { ...settings('https://accounts.google.com'), domains: ['groupe-b.fr'], clientSecret: '' },
    });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.message).toBe(IDENTITY_PROVIDER_MESSAGES.clientSecretRequired);
  });
});

describe('signing in through the group’s identity provider', () => {
  it('tells the sign-in page which provider covers an address, the same whether an account exists', async () => {
    await configure();
    const known = await t.request('GET', `/api/sign-in-options?email=${encodeURIComponent(director().email)}`);
    const unknown = await t.request('GET', `/api/sign-in-options?email=personne@${DOMAIN}`);
    expect(known.body).toEqual({
      provider: { id: `idp-${tenants.clientA.id}`, name: 'Microsoft Entra ID' },
      emailCode: true,
    });
    expect(unknown.body).toEqual(known.body);
    const other = await t.request('GET', '/api/sign-in-options?email=someone@elsewhere.fr');
    expect(other.body).toEqual({ provider: null, emailCode: true });
  });

  it('signs an existing director in, with the product’s role and scope', async () => {
    await configure();
    const { location, cookie } = await signInThroughProvider('directrice');
    expect(location).toBe('/');
    const self = await t.request('GET', '/api/v1/users/self', { cookie });
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({
      email: director().email,
      roles: ['DIRECTOR'],
      clientId: tenants.clientA.id,
      establishmentName: 'Crèche A1',
    });
    // Scope: her client's establishments only.
    const other = await t.request('GET', `/api/v1/establishments/${tenants.establishmentB1.id}`, { cookie });
    expect(other.status).toBe(404);
  });

  it('refuses an ID token with a wrong issuer', async () => {
    await configure();
    idp().tamper('issuer');
    try {
      await expectRefused('directrice', 'unable_to_get_user_info', IDENTITY_PROVIDER_MESSAGES.notVerified);
    } finally {
      idp().tamper(null);
    }
  });

  it('refuses an ID token for another audience', async () => {
    await configure();
    idp().tamper('audience');
    try {
      await expectRefused('directrice', 'unable_to_get_user_info', IDENTITY_PROVIDER_MESSAGES.notVerified);
    } finally {
      idp().tamper(null);
    }
  });

  it('refuses an e-mail the provider has not verified, at a first sign-in and after', async () => {
    await configure();
    await expectRefused('unverified', 'account_not_linked', IDENTITY_PROVIDER_MESSAGES.emailNotVerified);
    // Her account is linked (the success above): the provider's word is checked again on every sign-in.
    idp().addAccount('directrice', { email: director().email, emailVerified: false });
    try {
      await expectRefused('directrice', 'email_not_verified', IDENTITY_PROVIDER_MESSAGES.emailNotVerified);
    } finally {
      idp().addAccount('directrice', { email: director().email, emailVerified: true });
    }
  });

  it('creates no account for an unknown user', async () => {
    await configure();
    await expectRefused('unknown', 'signup_disabled', IDENTITY_PROVIDER_MESSAGES.unknownUser);
    const [created] = await t.db
      .select({ total: count() })
      .from(user)
      .where(eq(user.email, `inconnue@${DOMAIN}`));
    expect(created!.total).toBe(0);
  });

  it('refuses a user of another client whose address is at the domain', async () => {
    await configure();
    await expectRefused('stranger', 'user_not_allowed', IDENTITY_PROVIDER_MESSAGES.unknownUser);
  });

  it('says in French that a provider which is down does not answer', async () => {
    await configure('http://127.0.0.1:9');
    const sessions = await sessionCount();
    const start = await t.request('POST', '/api/auth/sign-in/social', {
      body: { provider: `idp-${tenants.clientA.id}`, callbackURL: '/', errorCallbackURL: '/auth/login' },
      ip: t.nextIp(),
    });
    expect(start.status).toBe(503);
    expect(start.body.message).toBe(IDENTITY_PROVIDER_MESSAGES.providerUnavailable);
    expect(await sessionCount()).toBe(sessions);
  });

  it('lands a forged or stale state on the sign-in page, without a session', async () => {
    await configure();
    const sessions = await sessionCount();
    const forged = await t.request('GET', `/api/auth/callback/idp-${tenants.clientA.id}?code=abc&state=forged`);
    expect(forged.status).toBe(302);
    const url = new URL(forged.headers.get('location') ?? '', TEST_ORIGIN);
    expect(url.origin + url.pathname).toBe(`${TEST_ORIGIN}/auth/login`);
    expect(url.searchParams.get('error')).toMatch(/state/);
    expect(await sessionCount()).toBe(sessions);
    const unknownProvider = await t.request('GET', '/api/auth/callback/idp-nope?code=abc&state=forged');
    expect(unknownProvider.headers.get('location')).toBe(`${TEST_ORIGIN}/auth/login?error=oauth_provider_not_found`);
  });

  it('refuses the e-mail code when the ADMIN switched the fallback off', async () => {
    await configure(idp().issuer, { emailCodeFallback: false });
    const sent = await t.request('POST', '/api/auth/email-otp/send-verification-otp', {
      body: { email: director().email, type: 'sign-in' },
      ip: t.nextIp(),
    });
    expect(sent.status).toBe(403);
    expect(sent.body.message).toBe(IDENTITY_PROVIDER_MESSAGES.codeDisabled('Microsoft Entra ID'));
    const options = await t.request('GET', `/api/sign-in-options?email=${encodeURIComponent(director().email)}`);
    expect(options.body.emailCode).toBe(false);
    // Others keep their code.
    const other = await t.request('POST', '/api/auth/email-otp/send-verification-otp', {
      body: { email: tenants.users.directorB.email, type: 'sign-in' },
      ip: t.nextIp(),
    });
    expect(other.status).toBe(200);
    await configure(idp().issuer, { emailCodeFallback: true });
  });
});
