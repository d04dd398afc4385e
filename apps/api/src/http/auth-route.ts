import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { ProfileUpdateRequestSchema } from '@qc/shared/users/schemas';
import * as v from 'valibot';
import { CLIENT_IP_HEADER, type Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import { session } from '../db/schema-auth.ts';
import { AUTH_LIMIT_MESSAGES, createAuthLimits } from './auth-limits.ts';
import { getClientIp, type TrustFunction } from './client-ip.ts';
import { errorBody } from './error-body.ts';
import { IDENTITY_PROVIDER_MESSAGES } from '@qc/shared/identity-providers/messages';
import type { IdentityProviderSignIn } from '../identity-providers/sign-in.ts';

/** 64 kB: the largest auth request (an e-mail and a code, a name) is a few hundred bytes. */
export const AUTH_MAX_BODY_BYTES = 64 * 1024;
export const AUTH_BODY_TOO_LARGE = 'La requête dépasse la taille maximale autorisée (64 Ko)';
export const NAME_NOT_EDITABLE = 'Le nom affiché suit le prénom et le nom : il ne se modifie pas directement';

/** Paths that send a code to `email`. */
const CODE_SENDING_PATHS = new Set([
  '/email-otp/send-verification-otp',
  '/forget-password/email-otp',
  '/email-otp/request-password-reset',
]);
/** Paths that check a code for `email` (they share better-auth's attempts per code). */
const CODE_CHECKING_PATHS = new Set([
  '/sign-in/email-otp',
  '/email-otp/check-verification-otp',
  '/email-otp/verify-email',
  '/email-otp/reset-password',
]);
/** multiSession takes a session token; the browser only knows session ids (issue 12 item 10). */
const SESSION_HANDLE_PATHS = new Set(['/multi-session/set-active', '/multi-session/revoke']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Removes every `token` property: the session token only ever travels in the HttpOnly cookie. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, item]) => [key, withoutTokens(item)]),
  );
}

function tooMany(c: Context, message: string) {
  return c.json(errorBody('TOO_MANY_REQUESTS', 429, message), 429);
}

/**
 * better-auth behind our edge: the client address for its rate limiter is
 * set here (never taken from the caller), limits per e-mail address apply
 * before it runs, the display name cannot be set directly, and session
 * tokens are taken out of every JSON answer.
 */
export function createAuthRoute(options: {
  auth: Auth;
  db: Database;
  trust: TrustFunction;
  identityProviders: IdentityProviderSignIn;
}) {
  const { auth, db, trust, identityProviders } = options;
  const limits = createAuthLimits(db);

  return async (c: Context) => {
    const path = c.req.path.slice('/api/auth'.length);
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = getClientIp(c, trust);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);

    // Read once (the body limit middleware bounds it), so that it can be inspected and passed on.
    let text: string | undefined;
    let body: unknown;
    if (c.req.method === 'POST') {
      text = await c.req.text();
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: better-auth answers it.
      }
    }
    const email = isObject(body) && typeof body.email === 'string' ? body.email : null;

    if (path === '/update-user') {
      if (isObject(body) && 'name' in body) {
        return c.json(errorBody('BAD_REQUEST', 400, NAME_NOT_EDITABLE), 400);
      }
      const profile = v.safeParse(ProfileUpdateRequestSchema, body);
      if (!profile.success) {
        const issues = profile.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
        const fieldErrors = Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
        return c.json(errorBody('BAD_REQUEST', 400, issues[0]!.message, { issues, fieldErrors }), 400);
      }
      text = JSON.stringify(profile.output);
    }
    // ADR 045: the ADMIN closed the e-mail code to this client's domains: the server sends none, and says why.
    if (email && (CODE_SENDING_PATHS.has(path) || CODE_CHECKING_PATHS.has(path))) {
      const signIn = await identityProviders.optionsFor(email);
      if (signIn.provider && !signIn.emailCode) {
        return c.json(errorBody('FORBIDDEN', 403, IDENTITY_PROVIDER_MESSAGES.codeDisabled(signIn.provider.name)), 403);
      }
    }
    if (email && CODE_SENDING_PATHS.has(path) && !(await limits.allowCode(email))) {
      return tooMany(c, AUTH_LIMIT_MESSAGES.tooManyCodes);
    }
    const checksCode = email !== null && CODE_CHECKING_PATHS.has(path);
    if (checksCode && !(await limits.allowAttempt(email))) {
      return tooMany(c, AUTH_LIMIT_MESSAGES.tooManyFailures);
    }
    if (SESSION_HANDLE_PATHS.has(path) && isObject(body) && typeof body.sessionToken === 'string') {
      // better-auth still checks that this browser holds the signed cookie of that session.
      if (UUID.test(body.sessionToken)) {
        const [row] = await db.select({ token: session.token }).from(session).where(eq(session.id, body.sessionToken));
        if (row) text = JSON.stringify({ ...body, sessionToken: row.token });
      }
    }

    const request = new Request(c.req.raw.url, { method: c.req.method, headers, body: text, signal: c.req.raw.signal });
    // ADR 045: the way out to a client's provider and the way back are answered by that provider's instance.
    if (path === '/sign-in/social' || path.startsWith('/callback/')) {
      const providerId =
        path === '/sign-in/social' ? (isObject(body) ? body.provider : undefined) : path.slice('/callback/'.length);
      const providerAuth = typeof providerId === 'string' ? await identityProviders.authFor(providerId) : null;
      if (path !== '/sign-in/social') {
        if (!providerAuth) return c.redirect(`${identityProviders.errorUrl}?error=oauth_provider_not_found`, 302);
        return providerAuth.handler(request);
      }
      const answer = providerAuth ? await providerAuth.handler(request) : null;
      // A provider that is down (its discovery unanswered) or unknown: a French 503, nothing of the cause.
      if (!answer || answer.status === 404 || answer.status >= 500 || (answer.status === 400 && !providerAuth)) {
        return c.json(errorBody('SERVICE_UNAVAILABLE', 503, IDENTITY_PROVIDER_MESSAGES.providerUnavailable), 503);
      }
      return answer;
    }
    const response = await auth.handler(request);
    if (checksCode && response.ok) await limits.succeeded(email, { signedIn: path === '/sign-in/email-otp' });

    if (!response.headers.get('content-type')?.includes('application/json')) return response;
    const answer: unknown = await response.json().catch(() => undefined);
    if (answer === undefined) return new Response(null, response);
    const answerHeaders = new Headers(response.headers);
    answerHeaders.delete('content-length');
    return new Response(JSON.stringify(withoutTokens(answer)), {
      status: response.status,
      statusText: response.statusText,
      headers: answerHeaders,
    });
  };
}
