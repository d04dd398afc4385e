import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user, verification } from '../src/db/schema-auth.ts';
import { extractCode } from './support/smtp.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';

const { t, tenants } = useFileContext(() => openTenantsContext({ signIn: false }));

describe('e-mail code sign-in', () => {
  it('sends a 6-digit code by e-mail and signs in with it', async () => {
    const email = tenants.users.directorA.email;
    const ip = t.nextIp();
    const since = t.smtp.mails.length;
    const sent = await t.request('POST', '/api/auth/email-otp/send-verification-otp', {
      body: { email, type: 'sign-in' },
      ip,
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true });
    const mail = await t.smtp.waitForMail(email, since);
    expect(mail.raw).toContain('Votre code de connexion');
    const otp = extractCode(mail);
    expect(otp).toMatch(/^\d{6}$/);

    const signedIn = await t.request('POST', '/api/auth/sign-in/email-otp', { body: { email, otp }, ip });
    expect(signedIn.status).toBe(200);
    const cookie = t.cookiesOf(signedIn);

    const self = await t.request('GET', '/api/v1/users/self', { cookie });
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({
      email,
      roles: ['DIRECTOR'],
      clientId: tenants.clientA.id,
      clientName: 'Client A',
    });
    expect(self.body.establishmentName).toBe('Crèche A1');

    const session = await t.request('GET', '/api/auth/get-session', { cookie });
    expect(session.body.user.email).toBe(email);

    // The code is single-use.
    const reused = await t.request('POST', '/api/auth/sign-in/email-otp', { body: { email, otp }, ip });
    expect(reused.status).toBe(400);
  });

  it('answers /users/self with 401 without a session', async () => {
    const response = await t.request('GET', '/api/v1/users/self');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Vous devez être connecté pour accéder à cette page');
  });

  it('refuses even the right code after three wrong ones, until a new code is sent', async () => {
    const email = tenants.users.collaboratorA.email;
    const ip = t.nextIp();
    const otp = await t.requestCode(email, ip);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await t.request('POST', '/api/auth/sign-in/email-otp', { body: { email, otp: wrong }, ip });
      expect(response.status).toBe(400);
    }
    const refused = await t.request('POST', '/api/auth/sign-in/email-otp', { body: { email, otp }, ip });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('TOO_MANY_ATTEMPTS');

    const fresh = await t.requestCode(email, ip);
    const accepted = await t.request('POST', '/api/auth/sign-in/email-otp', { body: { email, otp: fresh }, ip });
    expect(accepted.status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = tenants.users.masterA.email;
    const ip = t.nextIp();
    const otp = await t.requestCode(email, ip);
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `sign-in-otp-${email}`));
    const response = await t.request('POST', '/api/auth/sign-in/email-otp', { body: { email, otp }, ip });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('OTP_EXPIRED');
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const since = t.smtp.mails.length;
    const unknown = await t.request('POST', '/api/auth/email-otp/send-verification-otp', {
      body: { email: 'inconnu@nulle-part.fr', type: 'sign-in' },
      ip: t.nextIp(),
    });
    const known = await t.request('POST', '/api/auth/email-otp/send-verification-otp', {
      body: { email: tenants.users.masterB.email, type: 'sign-in' },
      ip: t.nextIp(),
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await t.smtp.waitForMail(tenants.users.masterB.email, since);
    expect(t.smtp.mails.slice(since).some((mail) => mail.to.includes('inconnu@nulle-part.fr'))).toBe(false);

    // No account is created by trying to sign in.
    const signIn = await t.request('POST', '/api/auth/sign-in/email-otp', {
      body: { email: 'inconnu@nulle-part.fr', otp: '123456' },
      ip: t.nextIp(),
    });
    expect(signIn.status).toBe(400);
    const created = await t.db.select().from(user).where(eq(user.email, 'inconnu@nulle-part.fr'));
    expect(created).toHaveLength(0);
  });

  it('rate-limits code requests per client IP, counted in the database', async () => {
    const ip = t.nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // A new address each time: the per-address limit (5 an hour) is not what is tested here.
      const response = await t.request('POST', '/api/auth/email-otp/send-verification-otp', {
        body: { email: `inconnu-${i}@nulle-part.fr`, type: 'sign-in' },
        ip,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another caller is not affected.
    const other = await t.request('POST', '/api/auth/email-otp/send-verification-otp', {
      body: { email: 'inconnu@nulle-part.fr', type: 'sign-in' },
      ip: t.nextIp(),
    });
    expect(other.status).toBe(200);
  });

  it('never lets update-user change roles, client, establishment or permissions', async () => {
    const target = tenants.users.collaboratorA;
    const cookie = await t.signIn(target.email);
    for (const body of [
      { roles: ['ADMIN'] },
      { permissions: ['user:list-all'] },
      { clientId: tenants.clientB.id },
      { establishmentId: tenants.establishmentB1.id },
    ]) {
      const response = await t.request('POST', '/api/auth/update-user', { body, cookie });
      expect(response.status).toBe(400);
    }
    const [row] = await t.db.select().from(user).where(eq(user.id, target.id));
    expect(row).toMatchObject({
      roles: ['COLLABORATOR'],
      permissions: [],
      clientId: tenants.clientA.id,
      establishmentId: tenants.establishmentA1.id,
    });

    const renamed = await t.request('POST', '/api/auth/update-user', {
      body: { firstName: 'Julie', lastName: 'Durand' },
      cookie,
    });
    expect(renamed.status).toBe(200);
    const self = await t.request('GET', '/api/v1/users/self', { cookie });
    expect(self.body).toMatchObject({ firstName: 'Julie', lastName: 'Durand', name: 'Julie Durand' });
  });

  it('keeps several sessions and signs out the others', async () => {
    const email = tenants.users.directorB.email;
    const first = await t.signIn(email);
    const second = await t.signIn(email);
    const sessions = await t.request('GET', '/api/auth/list-sessions', { cookie: second });
    expect(sessions.body.length).toBeGreaterThanOrEqual(2);
    const revoked = await t.request('POST', '/api/auth/revoke-other-sessions', { body: {}, cookie: second });
    expect(revoked.status).toBe(200);
    expect((await t.request('GET', '/api/v1/users/self', { cookie: first })).status).toBe(401);
    expect((await t.request('GET', '/api/v1/users/self', { cookie: second })).status).toBe(200);
    const signOut = await t.request('POST', '/api/auth/sign-out', { body: {}, cookie: second });
    expect(signOut.status).toBe(200);
    expect((await t.request('GET', '/api/v1/users/self', { cookie: second })).status).toBe(401);
  });

  it('refuses a cookie POST from an untrusted origin', async () => {
    const cookie = await t.signIn(tenants.users.admin.email);
    const headers = { origin: 'https://evil.example' };
    const signOut = await t.request('POST', '/api/auth/sign-out', { body: {}, cookie, headers });
    expect(signOut.status).toBe(403);
    const create = await t.request('POST', '/api/v1/users', {
      body: { firstName: 'Eve', lastName: 'Pirate', email: 'eve@evil.example', roles: ['ADMIN'] },
      cookie,
      headers,
    });
    expect(create.status).toBe(403);
    expect((await t.request('GET', '/api/v1/users/self', { cookie })).status).toBe(200);
  });

  it('answers every auth path SPEC §7 names', async () => {
    const cookie = await t.signIn(tenants.users.masterB.email);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/auth/get-session'],
      ['POST', '/api/auth/update-user', { firstName: 'Bruno' }],
      ['POST', '/api/auth/sign-up/email', { email: 'x@y.fr', password: 'secret-secret', name: 'X' }],
      ['POST', '/api/auth/email-otp/verify-email', { email: tenants.users.masterB.email, otp: '000000' }],
      ['GET', '/api/auth/verify-email?token=invalid'],
      ['GET', '/api/auth/multi-session/list-device-sessions'],
      ['POST', '/api/auth/multi-session/set-active', { sessionToken: 'unknown' }],
      ['POST', '/api/auth/revoke-other-sessions', {}],
      ['POST', '/api/auth/revoke-sessions', {}],
      ['POST', '/api/auth/sign-out', {}],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(method, path, { cookie, body });
      expect(response.status, `${method} ${path}`).not.toBe(404);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
    }
    // Sign-up never creates an account.
    const created = await t.db.select().from(user).where(eq(user.email, 'x@y.fr'));
    expect(created).toHaveLength(0);
  });

  it('verifies the e-mail of a user signing in with a code for the first time', async () => {
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, tenants.users.directorB.id));
    const cookie = await t.signIn(tenants.users.directorB.email);
    const self = await t.request('GET', '/api/v1/users/self', { cookie });
    expect(self.body.emailVerified).toBe(true);
  });

  it('deletes the account of the signed-in user and ends its sessions', async () => {
    const [doomed] = await t.db
      .insert(user)
      .values({
        name: 'Paul Départ',
        firstName: 'Paul',
        lastName: 'Départ',
        email: 'paul@depart.fr',
        emailVerified: true,
        roles: ['COLLABORATOR'],
        clientId: tenants.clientA.id,
      })
      .returning();
    const cookie = await t.signIn(doomed!.email);
    const response = await t.request('POST', '/api/auth/delete-user', { body: {}, cookie });
    expect(response.status).toBe(200);
    expect((await t.request('GET', '/api/v1/users/self', { cookie })).status).toBe(401);
    expect(await t.db.select().from(user).where(eq(user.id, doomed!.id))).toHaveLength(0);
  });
});
