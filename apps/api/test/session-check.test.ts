import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRequestSession, verifySignedToken } from '../src/auth/session-check.ts';
import { session as sessionTable } from '../src/db/schema-auth.ts';
import { createTestContext, type TestContext } from './support/app.ts';
import { createTenants, type Tenants } from './support/fixtures.ts';

/**
 * ADR 031: the request's session answered without better-auth's endpoint in the common case,
 * and by better-auth in every other one. Each case is compared with what better-auth answers.
 */
let t: TestContext;
let tenants: Tenants;

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
}, 60_000);
afterAll(() => t?.close());

async function signedIn(email: string) {
  const cookie = await t.signIn(email);
  return { cookie, headers: new Headers({ cookie }) };
}

describe('request session check', () => {
  it('answers a live session as better-auth does, the user joined, in one query', async () => {
    const { headers } = await signedIn(tenants.users.directorA.email);
    const fast = await getRequestSession(t.auth, t.db, headers);
    const reference = await t.auth.api.getSession({ headers });
    expect(fast?.session.id).toBe(reference?.session.id);
    expect(fast?.user).toMatchObject({
      id: reference!.user.id,
      email: reference!.user.email,
      name: reference!.user.name,
      roles: reference!.user.roles,
      clientId: reference!.user.clientId,
      establishmentId: reference!.user.establishmentId,
    });
    expect(Object.keys(fast!.user).sort()).toEqual(Object.keys(reference!.user).sort());
    expect(Object.keys(fast!.session).sort()).toEqual(Object.keys(reference!.session).sort());
  });

  it('refuses no cookie, a forged signature and a revoked session', async () => {
    const { cookie, headers } = await signedIn(tenants.users.directorB.email);
    expect(await getRequestSession(t.auth, t.db, new Headers())).toBeNull();
    const forged = cookie.replace(/(session_token=[^.;]+\.)[^;]+/, (_, head: string) => `${head}${'A'.repeat(43)}=`);
    expect(forged).not.toBe(cookie);
    expect(await getRequestSession(t.auth, t.db, new Headers({ cookie: forged }))).toBeNull();
    const token = /session_token=([^;.]+)/.exec(decodeURIComponent(cookie))![1]!;
    await t.db.delete(sessionTable).where(eq(sessionTable.token, token));
    expect(await getRequestSession(t.auth, t.db, headers)).toBeNull();
  });

  it('leaves an expired session and one due for refresh to better-auth (deleted, extended)', async () => {
    const { cookie, headers } = await signedIn(tenants.users.masterA.email);
    const token = /session_token=([^;.]+)/.exec(decodeURIComponent(cookie))![1]!;
    // Two days old: past better-auth's one-day update age, so it extends the session to 7 days from now.
    await t.db.execute(sql`update "session" set expires_at = now() + interval '5 days' where token = ${token}`);
    expect((await getRequestSession(t.auth, t.db, headers))?.session.token).toBe(token);
    const [extended] = await t.db.select().from(sessionTable).where(eq(sessionTable.token, token));
    expect(extended!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.5 * 24 * 3600 * 1000);

    await t.db.execute(sql`update "session" set expires_at = now() - interval '1 minute' where token = ${token}`);
    expect(await getRequestSession(t.auth, t.db, headers)).toBeNull();
    expect(await t.db.select().from(sessionTable).where(eq(sessionTable.token, token))).toEqual([]);
  });

  it('checks the signature byte for byte', () => {
    const secret = 'secret-de-test';
    const token = 'abc123';
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    expect(verifySignedToken(`${token}.${signature}`, secret)).toBe(token);
    expect(verifySignedToken(`${token}.${signature.replace(/.$/, '')}`, secret)).toBeNull();
    expect(verifySignedToken(`${token}x.${signature}`, secret)).toBeNull();
    expect(verifySignedToken(`${token}.!${signature}`, secret)).toBeNull();
    expect(verifySignedToken(token, secret)).toBeNull();
  });
});
