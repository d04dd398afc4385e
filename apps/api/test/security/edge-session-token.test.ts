import { describe, expect, it } from 'vitest';
import { openTenantsContext, useFileContext } from '../support/context.ts';
import { mergeCookies, sessionTokenOf } from './edge-support.ts';

// Issue 12 item 10: the session token lives in an HttpOnly cookie; no answer a script can read carries it.

const { t, tenants } = useFileContext(() => openTenantsContext({ signIn: false }));

/** Signs `email` in on a browser whose cookies are `jar`; answers the sign-in answer and the new jar. */
async function signInOn(jar: string, email: string) {
  const ip = t.nextIp();
  const otp = await t.requestCode(email, ip);
  const response = await t.request('POST', '/api/auth/sign-in/email-otp', {
    body: { email, otp },
    ip,
    cookie: jar || undefined,
  });
  expect(response.status).toBe(200);
  return { response, jar: mergeCookies(jar, response) };
}

describe('session tokens stay in cookies', () => {
  it('leaves the token out of every auth answer, and multi-session switching still works', async () => {
    const first = await signInOn('', tenants.users.masterA.email);
    const firstToken = sessionTokenOf(first.jar);
    expect(JSON.stringify(first.response.body)).not.toContain(firstToken);
    expect(first.response.body).not.toHaveProperty('token');

    const second = await signInOn(first.jar, tenants.users.directorA.email);
    const jar = second.jar;
    const secondToken = sessionTokenOf(jar);
    expect(secondToken).not.toBe(firstToken);

    const answers = await Promise.all([
      t.request('GET', '/api/auth/get-session', { cookie: jar }),
      t.request('GET', '/api/auth/list-sessions', { cookie: jar }),
      t.request('GET', '/api/auth/multi-session/list-device-sessions', { cookie: jar }),
    ]);
    for (const answer of [second.response, ...answers]) {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(firstToken);
      expect(text).not.toContain(secondToken);
      expect(text).not.toMatch(/"token"/);
    }
    const [session, , device] = answers;
    expect(session!.body.user.email).toBe(tenants.users.directorA.email);

    // The web app switches profile with the session id it lists.
    const other = device!.body.find((entry: any) => entry.user.email === tenants.users.masterA.email);
    const switched = await t.request('POST', '/api/auth/multi-session/set-active', {
      body: { sessionToken: other.session.id },
      cookie: jar,
    });
    expect(switched.status).toBe(200);
    expect(JSON.stringify(switched.body)).not.toMatch(/"token"/);
    const afterSwitch = mergeCookies(jar, switched);
    const now = await t.request('GET', '/api/auth/get-session', { cookie: afterSwitch });
    expect(now.body.user.email).toBe(tenants.users.masterA.email);

    // And signs one profile out by its id.
    const mine = device!.body.find((entry: any) => entry.user.email === tenants.users.directorA.email);
    const revoked = await t.request('POST', '/api/auth/multi-session/revoke', {
      body: { sessionToken: mine.session.id },
      cookie: afterSwitch,
    });
    expect(revoked.status).toBe(200);
    const left = await t.request('GET', '/api/auth/multi-session/list-device-sessions', {
      cookie: mergeCookies(afterSwitch, revoked),
    });
    expect(left.body.map((entry: any) => entry.user.email)).toEqual([tenants.users.masterA.email]);
  });

  it('lets nobody use a session id from another browser', async () => {
    const victim = await signInOn('', tenants.users.masterB.email);
    const victimSessions = await t.request('GET', '/api/auth/multi-session/list-device-sessions', {
      cookie: victim.jar,
    });
    const victimId = victimSessions.body[0].session.id;
    const attacker = await signInOn('', tenants.users.collaboratorA.email);
    const stolen = await t.request('POST', '/api/auth/multi-session/set-active', {
      body: { sessionToken: victimId },
      cookie: attacker.jar,
    });
    expect(stolen.status).toBe(401);
    const still = await t.request('GET', '/api/auth/get-session', { cookie: mergeCookies(attacker.jar, stolen) });
    expect(still.body.user.email).toBe(tenants.users.collaboratorA.email);
  });
});
