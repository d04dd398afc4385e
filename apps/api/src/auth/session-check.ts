import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedPerHandle } from '../db/prepared.ts';
import { session as sessionTable, user as userTable } from '../db/schema-auth.ts';
import type { Auth, AuthSession } from './auth.ts';

/** The user as better-auth answers it: its columns but the folded search text, which only the users' search reads. */
const { searchText: _searchText, ...sessionUserColumns } = getTableColumns(userTable);

type Settings = {
  /**
   * Sessions live in the session table alone: no secondary storage (Redis) and no cookie cache.
   * With either, better-auth reads (and revokes) sessions where this check does not look: it
   * then answers every request itself.
   */
  tableOnly: boolean;
  cookieName: string;
  dontRememberName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
};

const settingsByAuth = new WeakMap<Auth, Promise<Settings>>();

function settingsOf(auth: Auth): Promise<Settings> {
  let settings = settingsByAuth.get(auth);
  if (!settings) {
    settings = auth.$context.then((context) => {
      const options: BetterAuthOptions = context.options;
      return {
        tableOnly: !options.secondaryStorage && options.session?.cookieCache?.enabled !== true,
        cookieName: context.authCookies.sessionToken.name,
        dontRememberName: context.authCookies.dontRememberToken.name,
        secret: context.secret,
        expiresInMs: context.sessionConfig.expiresIn * 1000,
        updateAgeMs: context.sessionConfig.updateAge * 1000,
      };
    });
    settingsByAuth.set(auth, settings);
  }
  return settings;
}

/** One cookie of a Cookie header, decoded; the first of that name wins (as better-call reads it). */
function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1 || part.slice(0, index).trim() !== name) continue;
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** The token of a better-call signed cookie (`token.base64(HMAC-SHA256(secret, token))`), or null when the signature is wrong. */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * The session and its user, read for every authenticated request: prepared once per database (db/prepared.ts,
 * issue 33 item 2) rather than rebuilt by Drizzle each time. Read from the table on every request all the same:
 * a session deleted (signed out, revoked) or a user removed is refused on the next request.
 */
const preparedSessionRead = preparedPerHandle((db: Database, _variant: 'by-token') =>
  db
    .select({ session: sessionTable, user: sessionUserColumns })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .where(eq(sessionTable.token, sql.placeholder('token')))
    .limit(1)
    .prepare('qc_session_by_token'),
);

/**
 * better-auth's own answer. Its refresh throws UNAUTHORIZED when the session is deleted between
 * its read and its update (signed out in another tab): no session, a 401, not a 500.
 */
async function betterAuthSession(auth: Auth, headers: Headers): Promise<AuthSession | null> {
  try {
    return await auth.api.getSession({ headers });
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 401) return null;
    throw error;
  }
}

/**
 * The request's session (issue 13 item 6, ADR 031). better-auth's `getSession` cost about
 * 1.3 ms of CPU per request in the profile: its endpoint pipeline, a WebCrypto key imported and
 * an HMAC verified on every call, the session and its user read in two queries. The common
 * case — a correctly signed cookie naming a live session that needs no refresh — is answered
 * here: the same signature check with node:crypto, one query joining the user. Every other case
 * goes to better-auth itself, unchanged: no or a badly signed cookie, "don't remember me", an
 * expired session (it deletes it) or one due for its daily refresh (it extends it). A revoked
 * session or a deleted user is no longer in the table: refused at once, as before.
 */
export async function getRequestSession(auth: Auth, db: Database, headers: Headers): Promise<AuthSession | null> {
  const settings = await settingsOf(auth);
  if (!settings.tableOnly) return betterAuthSession(auth, headers);
  const cookieHeader = headers.get('cookie');
  const signed = readCookie(cookieHeader, settings.cookieName);
  if (!signed) return null;
  const token = verifySignedToken(signed, settings.secret);
  if (!token || readCookie(cookieHeader, settings.dontRememberName) !== null) return betterAuthSession(auth, headers);
  const [row] = await preparedSessionRead(db, 'by-token')
    .execute({ token })
    .catch((error: unknown) => {
      // Drizzle's error carries the query's parameters, here the session token: kept out of the logs.
      throw new Error('Lecture de la session impossible', { cause: error instanceof Error ? error.cause : undefined });
    });
  if (!row) return null;
  const expiresAt = row.session.expiresAt.getTime();
  const now = Date.now();
  if (expiresAt <= now || expiresAt - settings.expiresInMs + settings.updateAgeMs <= now) {
    return betterAuthSession(auth, headers);
  }
  return { session: row.session, user: row.user } as unknown as AuthSession;
}
