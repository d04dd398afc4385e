import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { openTenantsContext, useFileContext } from '../support/context.ts';
import { createTenants } from '../support/fixtures.ts';
import { extractCode } from '../support/smtp.ts';
import { createEdgeApp } from './edge-support.ts';

// Issue 12 item 4: limits per e-mail that no change of address lifts, and an
// answer time that does not tell a known e-mail from an unknown one.

const TOO_MANY_CODES = 'Trop de demandes de code pour cette adresse. Réessayez dans une heure.';
const TOO_MANY_FAILURES = 'Trop de tentatives de connexion pour cette adresse. Réessayez dans une heure.';

// No one signed in beforehand: the tests count each address's codes.
const { t, tenants } = useFileContext(() => openTenantsContext({ signIn: false }));

const sendCode = (email: string) =>
  t.request('POST', '/api/auth/email-otp/send-verification-otp', { body: { email, type: 'sign-in' }, ip: t.nextIp() });

describe('limits per e-mail address', () => {
  it('sends at most 5 codes an hour to one address, from any number of addresses', async () => {
    const email = tenants.users.directorA.email;
    const since = t.smtp.mails.length;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await sendCode(email)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await sendCode(email);
    expect(refused.body.message).toBe(TOO_MANY_CODES);
    // The outbox delivers after the answer: wait for the five (a loaded machine takes seconds), then check no sixth.
    const delivered = () => t.smtp.mails.slice(since).filter((mail) => mail.to.includes(email));
    await vi.waitFor(() => expect(delivered().length).toBeGreaterThanOrEqual(5), { timeout: 15_000, interval: 100 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(delivered()).toHaveLength(5);
    // The same answer for an address nobody uses: the limit tells nothing about accounts.
    for (let i = 0; i < 5; i++) expect((await sendCode('fantome@nulle-part.fr')).status).toBe(200);
    const unknown = await sendCode('fantome@nulle-part.fr');
    expect(unknown.status).toBe(429);
    expect(unknown.body.message).toBe(TOO_MANY_CODES);
    // Upper case is the same mailbox.
    expect((await sendCode(email.toUpperCase())).status).toBe(429);
    // Another address is not affected.
    expect((await sendCode(tenants.users.masterA.email)).status).toBe(200);
  });

  it('refuses sign-in for an hour after 10 failed attempts, even with the right code, from any address', async () => {
    const email = tenants.users.collaboratorA.email;
    const first = await t.requestCode(email);
    const wrong = first === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) {
      const response = await t.request('POST', '/api/auth/sign-in/email-otp', {
        body: { email, otp: wrong },
        ip: t.nextIp(),
      });
      expect(response.status).not.toBe(200);
    }
    const fresh = await t.requestCode(email);
    const locked = await t.request('POST', '/api/auth/sign-in/email-otp', {
      body: { email, otp: fresh },
      ip: t.nextIp(),
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(TOO_MANY_FAILURES);
    expect(t.cookiesOf(locked)).toBe('');
    // Another user signs in as usual.
    expect(await t.signIn(tenants.users.masterB.email)).toContain('session_token');
  });
});

describe('answer time with a slow mail server', () => {
  it('answers a known and an unknown e-mail as fast, and still delivers the code', async () => {
    const received: string[] = [];
    const slowSmtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // 800 ms before the greeting: a slow or distant mail relay.
      onConnect: (_session, callback) => void setTimeout(callback, 800),
      onData(stream, _session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => slowSmtp.listen(0, '127.0.0.1', resolve));
    const port = (slowSmtp.server.address() as AddressInfo).port;
    const edge = await createEdgeApp({ config: { trustProxy: true }, smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const people = await createTenants(edge.db);
      const timed = async (email: string, ip: string) => {
        const startedAt = performance.now();
        const response = await edge.app.request('/api/auth/email-otp/send-verification-otp', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': ip },
          body: JSON.stringify({ email, type: 'sign-in' }),
        });
        return { status: response.status, ms: performance.now() - startedAt, body: await response.text() };
      };
      // Warm up (first queries, first handshake) so that only the mail sending is compared.
      await timed('echauffement@nulle-part.fr', '10.1.0.1');
      const known = await timed(people.users.directorB.email, '10.1.0.2');
      const unknown = await timed('inconnu@nulle-part.fr', '10.1.0.3');
      console.info(
        `send-verification-otp, SMTP 800 ms: known ${known.ms.toFixed(0)} ms, unknown ${unknown.ms.toFixed(0)} ms`,
      );
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.ms).toBeLessThan(300);
      expect(unknown.ms).toBeLessThan(300);
      // The mail is still sent, after the answer.
      const deadline = Date.now() + 5000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received).toHaveLength(1);
      expect(extractCode({ to: [], raw: received[0]!, text: received[0]! })).toMatch(/^\d{6}$/);
    } finally {
      await edge.close();
      await new Promise<void>((resolve) => slowSmtp.close(() => resolve()));
    }
  });
});
