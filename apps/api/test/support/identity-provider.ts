import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * Issue 32 item 2 (ADR 045): a real OpenID Connect provider (the npm package `oidc-provider`, the one many
 * identity providers are built on) on a local port, for the tests of « Se connecter avec … ». The person
 * who signs in there is chosen by the test (`signInAs`), without a login form; what it asserts of her
 * (e-mail, verified or not) is the test's. `tamper` re-signs the ID token it issues with the provider's own
 * key but a wrong issuer or audience: what a malicious or misconfigured provider would send.
 */
export type IdentityAccount = { email: string; emailVerified: boolean; name?: string };

export async function startIdentityProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, IdentityAccount>();
  const state: { current: string | null; tamper: null | 'issuer' | 'audience' } = { current: null, tamper: null };

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    // The e-mail claims in the ID token, as Entra ID and Google put them.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name ?? id,
        }),
      };
    },
  });
  // The person signs in at once: the test said who.
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const accountId = state.current ?? 'nobody';
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId }, consent: { grantId } });
  });
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== '/token' || !state.tamper || typeof ctx.body !== 'object' || ctx.body === null) return;
    const body = ctx.body as { id_token?: string };
    if (!body.id_token) return;
    const claims = JSON.parse(Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    if (state.tamper === 'issuer') claims.iss = 'https://login.attacker.example';
    if (state.tamper === 'audience') claims.aud = 'another-application';
    body.id_token = signJwt(createPrivateKey({ key: jwk, format: 'jwk' }), claims);
  });
  server.on('request', provider.callback());

  return {
    issuer,
    port,
    addAccount(id: string, account: IdentityAccount) {
      accounts.set(id, account);
    },
    signInAs(id: string | null) {
      state.current = id;
    },
    tamper(mode: null | 'issuer' | 'audience') {
      state.tamper = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type IdentityProviderServer = Awaited<ReturnType<typeof startIdentityProvider>>;

function signJwt(key: KeyObject, claims: Record<string, unknown>): string {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/**
 * Follows the browser's way through the provider: from the authorization URL to the redirect back to the
 * product (`…/api/auth/callback/…?code&state&iss`), keeping the provider's own cookies.
 */
export async function followToCallback(authorizationUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider answered ${response.status} without a redirect: ${await response.text()}`);
    const next = new URL(location, url).toString();
    if (!next.startsWith('http://127.0.0.1')) return next;
    url = next;
  }
  throw new Error('too many redirects at the provider');
}
