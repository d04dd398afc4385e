import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import { createMailQueue, readMailRelayStatus } from '../src/mail/queue.ts';
import { createTestContext, type TestContext } from './support/app.ts';
import { openTestDatabase } from './support/database.ts';

/**
 * Issue 15 item 5: « the user told in French when a code could not be sent ».
 * The sign-in screen reads the relay's state: delayed after a failed hand-over
 * (until one succeeds) or when a mail has waited over a minute; never anything
 * about one address, so it tells nobody who has an account.
 */
const logger = pino({ level: 'silent' });

function clock() {
  let at = Date.now();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

describe('mail relay status', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('turns delayed when a hand-over fails, and ok again once one succeeds', async () => {
    const time = clock();
    let refuse = true;
    const transport: Mailer = {
      send: async () => {
        if (refuse) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    };
    const queue = createMailQueue({ db: database.db, transport, logger, now: time.now });
    expect(await readMailRelayStatus(database.db, time.now())).toBe('ok');

    await queue.send({ to: 'directrice@exemple.fr', subject: 'Code', text: 'Votre code est 123456' });
    await queue.drain();
    expect(await readMailRelayStatus(database.db, time.now())).toBe('delayed');

    // The relay comes back: the retry goes through and the screen stops warning.
    refuse = false;
    time.advance(16_000);
    await queue.drain();
    expect(await readMailRelayStatus(database.db, time.now())).toBe('ok');
    await queue.stop();
  });

  it('turns delayed when a mail has waited over a minute (a relay that never answers), and forgets after 15 minutes', async () => {
    const time = clock();
    const queue = createMailQueue({
      db: database.db,
      transport: { send: () => new Promise<void>(() => undefined) },
      logger,
      now: time.now,
    });
    await database.db.execute(
      // Written a minute and a half ago and never handed over (the worker is held by a silent relay).
      sql`insert into mail_outbox (id, kind, to_address, subject, text, created_at, next_attempt_at)
        values (${crypto.randomUUID()}, 'SIGN_IN_CODE', 'attente@exemple.fr', 'Code', 'Votre code',
                ${new Date(time.now().getTime() - 90_000).toISOString()}::timestamptz, now() + interval '1 day')`,
    );
    expect(await readMailRelayStatus(database.db, time.now())).toBe('delayed');
    time.advance(16 * 60_000);
    expect(await readMailRelayStatus(database.db, time.now())).toBe('ok');
    await queue.stop();
  });
});

describe('GET /api/mail-status', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  it('answers anyone, uncached, without naming an address', async () => {
    const response = await t.app.request('/api/mail-status');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ signInCodes: 'ok' });
  });
});
