import { createHmac, randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createAuth, type Auth } from '../../src/auth/auth.ts';
import { getRequestSession } from '../../src/auth/session-check.ts';
import * as schema from '../../src/db/schema-auth.ts';
import { session as sessionTable, user as userTable } from '../../src/db/schema-auth.ts';
import type { Database } from '../../src/db/client.ts';
import type { Logger } from '../../src/logger.ts';
import type { Mailer } from '../../src/mail/mailer.ts';
import { openTenantsContext, useFileContext } from '../support/context.ts';
import { insertUser } from '../support/fixtures.ts';

/**
 * ADR 031 review: the request's own session check (auth/session-check.ts) must answer every
 * cookie exactly as better-auth's getSession does — the same session or none — and a
 * malformed one must end as a 401, never a 500. Each case is put to both.
 */
const SECRET = 'test-secret-that-is-long-enough-for-better-auth';
const NAME = 'better-auth.session_token';

const { t, tenants } = useFileContext(() => openTenantsContext({ signIn: false }), 60_000);

function sign(value: string, secret = SECRET) {
  return `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;
}

/** A session row for `userId` (as better-auth writes one), and its signed cookie value. */
async function newSession(userId: string, expiresInMs = 7 * 24 * 3600 * 1000) {
  const token = randomBytes(24).toString('base64url');
  await t.db.insert(sessionTable).values({ token, userId, expiresAt: new Date(Date.now() + expiresInMs) });
  return { token, signed: encodeURIComponent(sign(token)) };
}

/** Both checks on the same Cookie header: they must agree, in every field. */
async function bothOn(cookie: string, auth = t.auth) {
  const headers = new Headers({ cookie });
  const fast = await getRequestSession(auth, t.db, headers);
  const reference = await auth.api.getSession({ headers });
  expect(fast).toEqual(reference);
  return fast;
}

describe('request session check against better-auth', () => {
  it('gives the very same session and user, every field and type', async () => {
    const cookie = await t.signIn(tenants.users.directorA.email);
    const session = await bothOn(cookie);
    expect(session?.user.email).toBe(tenants.users.directorA.email);
    expect(session?.session.expiresAt).toBeInstanceOf(Date);
    expect(Array.isArray(session?.user.roles)).toBe(true);
  });

  it('reads the cookie as better-call does: quoted, URL-encoded or not, the first of its name', async () => {
    const a = await newSession(tenants.users.masterA.id);
    const b = await newSession(tenants.users.masterB.id);
    const forged = `${a.token}.${'A'.repeat(43)}=`;
    expect((await bothOn(`${NAME}="${a.signed}"`))?.user.id).toBe(tenants.users.masterA.id);
    expect((await bothOn(`${NAME}=${decodeURIComponent(a.signed)}`))?.user.id).toBe(tenants.users.masterA.id);
    expect((await bothOn(`x=1; ${NAME}=${a.signed}; ${NAME}=${b.signed}`))?.user.id).toBe(tenants.users.masterA.id);
    expect((await bothOn(`${NAME}=${b.signed};${NAME}=${a.signed}`))?.user.id).toBe(tenants.users.masterB.id);
    expect(await bothOn(`${NAME}=${encodeURIComponent(forged)}; ${NAME}=${a.signed}`)).toBeNull();
    expect((await bothOn(`${NAME}=${a.signed}; ${NAME}=${encodeURIComponent(forged)}`))?.user.id).toBe(
      tenants.users.masterA.id,
    );
    // The multi-session cookies hold the same signed tokens under other names: never read as the session.
    expect(await bothOn(`${NAME}_multi-${a.token.toLowerCase()}=${a.signed}`)).toBeNull();
    expect(await bothOn(`${NAME.toUpperCase()}=${a.signed}`)).toBeNull();
    expect(await bothOn(` ${NAME} = ${a.signed} `)).not.toBeNull();
  });

  it('refuses every malformed or forged cookie, as better-auth does, and answers 401 over HTTP', async () => {
    const a = await newSession(tenants.users.collaboratorA.id);
    const raw = decodeURIComponent(a.signed);
    const signature = raw.slice(raw.lastIndexOf('.') + 1);
    const base64url = signature.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const values = [
      '',
      '""',
      '"',
      '.',
      '..',
      `.${signature}`,
      `${a.token}.`,
      `${a.token}..${signature}`,
      `${a.token}.${signature}.`,
      `${a.token}.${signature}.${signature}`,
      `${a.token}.${base64url}`,
      `${a.token}.${signature.slice(0, -1)}`,
      `${a.token}.${signature}=`,
      `${a.token}.${signature.toLowerCase()}`,
      `${a.token}x.${signature}`,
      encodeURIComponent(sign(a.token, `${SECRET}-autre`)),
      encodeURIComponent(sign('true')),
      encodeURIComponent(sign('')),
      encodeURIComponent(sign(`${a.token}.${signature}`)),
      encodeURIComponent(sign('x'.repeat(6000))),
      'é'.repeat(500),
      encodeURIComponent(sign('é')),
      `%E0%A4%A.${signature}`,
      `${'%'.repeat(300)}.${signature}`,
      'x'.repeat(7000),
      `${a.token}.${'é'.repeat(22)}`,
      `${a.token}.${'\u007f'.repeat(43)}=`,
    ];
    for (const value of values) {
      expect(await bothOn(`${NAME}=${value}`), value.slice(0, 80)).toBeNull();
      const answer = await t.request('GET', '/api/v1/establishments', { cookie: `${NAME}=${value}` });
      expect(answer.status, value.slice(0, 80)).toBe(401);
    }
    // The very same session under its right cookie is live.
    expect(await bothOn(`${NAME}=${a.signed}`)).not.toBeNull();
    expect((await t.request('GET', '/api/v1/establishments', { cookie: `${NAME}=${a.signed}` })).status).toBe(200);
  });

  it('refuses the session of a deleted user and a session deleted or expired meanwhile, without extending it', async () => {
    const someone = await insertUser(t.db, { role: 'ADMIN' });
    const live = await newSession(someone.id);
    expect((await bothOn(`${NAME}=${live.signed}`))?.user.id).toBe(someone.id);
    await t.db.delete(userTable).where(eq(userTable.id, someone.id));
    expect(await bothOn(`${NAME}=${live.signed}`)).toBeNull();

    const expired = await newSession(tenants.users.directorB.id, -1000);
    const headers = new Headers({ cookie: `${NAME}=${expired.signed}` });
    expect(await getRequestSession(t.auth, t.db, headers)).toBeNull();
    // better-auth deleted it: not extended, not found again.
    expect(await t.db.select().from(sessionTable).where(eq(sessionTable.token, expired.token))).toEqual([]);
    expect(await bothOn(`${NAME}=${expired.signed}`)).toBeNull();
  });

  it('answers 401, not 500, when a session due for refresh is deleted while better-auth extends it', async () => {
    // Two days old, so better-auth extends it; signed out in another tab between its read and its update.
    const due = await newSession(tenants.users.collaboratorA.id, 5 * 24 * 3600 * 1000);
    const cookie = `${NAME}=${due.signed}`;
    const adapter = (await t.auth.$context).internalAdapter;
    const updateSession = adapter.updateSession;
    adapter.updateSession = async (token, values) => {
      await t.db.delete(sessionTable).where(eq(sessionTable.token, token));
      return updateSession(token, values);
    };
    try {
      expect(await getRequestSession(t.auth, t.db, new Headers({ cookie }))).toBeNull();
      const again = await newSession(tenants.users.collaboratorA.id, 5 * 24 * 3600 * 1000);
      const answer = await t.request('GET', '/api/v1/establishments', { cookie: `${NAME}=${again.signed}` });
      expect(answer.status).toBe(401);
    } finally {
      adapter.updateSession = updateSession;
    }
  });

  it('keeps the session token out of the error when the session cannot be read', async () => {
    const a = await newSession(tenants.users.masterA.id);
    const headers = new Headers({ cookie: `${NAME}=${a.signed}` });
    let thrown: unknown = null;
    await t.db
      .transaction(async (tx) => {
        // An aborted transaction refuses the next statement: the session query fails.
        await tx.execute(sql`select 1 / 0`).catch(() => undefined);
        thrown = await getRequestSession(t.auth, tx as unknown as Database, headers).catch((error: unknown) => error);
      })
      .catch(() => undefined);
    expect(thrown).toBeInstanceOf(Error);
    // What the request log would print (pino's error serializer: message, causes, stack and own fields).
    const logged = JSON.stringify(pino.stdSerializers.err(thrown as Error));
    expect(logged).not.toContain(a.token);
  });

  it('takes the __Secure- cookie, and only it, when the public address is https', async () => {
    const noop = () => undefined;
    const logger = { info: noop, warn: noop, error: noop, debug: noop, child: () => logger } as unknown as Logger;
    const https = createAuth({
      db: t.db,
      secret: SECRET,
      baseUrl: 'https://qualite.example.fr',
      trustedOrigins: ['https://qualite.example.fr'],
      mailer: { send: async () => undefined } as unknown as Mailer,
      logger,
    });
    expect((await https.$context).authCookies.sessionToken.name).toBe(`__Secure-${NAME}`);
    const a = await newSession(tenants.users.masterA.id);
    expect((await bothOn(`__Secure-${NAME}=${a.signed}`, https))?.user.id).toBe(tenants.users.masterA.id);
    expect(await bothOn(`${NAME}=${a.signed}`, https)).toBeNull();
    // And the http deployment does not take the prefixed name.
    expect(await bothOn(`__Secure-${NAME}=${a.signed}`)).toBeNull();
  });

  it('leaves every request to better-auth when sessions live in a secondary storage', async () => {
    // A Redis-like store (DESIGN §2 allows Redis): the session is there and not in the table,
    // and a revocation is recorded there; the table alone cannot answer for it.
    const store = new Map<string, string>();
    const withStorage = betterAuth({
      baseURL: 'http://localhost:3000',
      basePath: '/api/auth',
      secret: SECRET,
      database: drizzleAdapter(t.db, {
        provider: 'pg',
        schema: {
          user: schema.user,
          session: schema.session,
          account: schema.account,
          verification: schema.verification,
        },
      }),
      secondaryStorage: {
        get: (key) => store.get(key) ?? null,
        set: (key, value) => void store.set(key, value),
        delete: (key) => void store.delete(key),
        getAndDelete: (key) => {
          const value = store.get(key) ?? null;
          store.delete(key);
          return value;
        },
        increment: (key) => {
          const value = Number(store.get(key) ?? 0) + 1;
          store.set(key, String(value));
          return value;
        },
      },
      advanced: { database: { generateId: () => crypto.randomUUID() } },
    }) as unknown as Auth;
    const context = await withStorage.$context;
    const created = await context.internalAdapter.createSession(tenants.users.masterB.id);
    expect(await t.db.select().from(sessionTable).where(eq(sessionTable.token, created.token))).toEqual([]);
    const cookie = `${NAME}=${encodeURIComponent(sign(created.token))}`;
    expect((await bothOn(cookie, withStorage))?.user.id).toBe(tenants.users.masterB.id);
    await context.internalAdapter.deleteSession(created.token);
    expect(await bothOn(cookie, withStorage)).toBeNull();
  });
});
