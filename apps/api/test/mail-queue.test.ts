import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema-mail.ts';
import type { Mail, Mailer } from '../src/mail/mailer.ts';
import { createMailQueue, MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../src/mail/queue.ts';
import { openTestDatabase } from './support/database.ts';

/**
 * Issue 15 item 5: mail goes through an outbox in the database, retried with
 * back-off, given up as a dead letter, never sent twice by two processes,
 * and a relay that never answers holds nothing but its own worker.
 */
let database: DatabaseHandle;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** A relay that fails the first `failures` sends to each address, and records what it delivered. */
function relay(failures: number, options: { hang?: boolean } = {}) {
  const delivered: Mail[] = [];
  const callsTo = new Map<string, number>();
  let calls = 0;
  const transport: Mailer = {
    send: async (mail) => {
      calls += 1;
      const count = (callsTo.get(mail.to) ?? 0) + 1;
      callsTo.set(mail.to, count);
      if (options.hang) return new Promise<void>(() => undefined);
      if (count <= failures) throw new Error('ECONNREFUSED 127.0.0.1:25');
      delivered.push(mail);
    },
  };
  return { transport, delivered, calls: (to?: string) => (to ? (callsTo.get(to) ?? 0) : calls) };
}

/** A clock the test moves, so that back-off delays pass without waiting. */
function clock() {
  let at = Date.now();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

async function rowOf(to: string) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return row!;
}

describe('mail outbox (issue 15 item 5)', () => {
  it('answers the sender at once when the relay never answers, and counts the silence as a failed attempt', async () => {
    const { transport } = relay(0, { hang: true });
    const queue = createMailQueue({ db: database.db, transport, logger, sendTimeoutMs: 300 });
    const started = performance.now();
    await queue.send({ to: 'lent@exemple.fr', subject: 'Code', text: 'Votre code est 123456' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await rowOf('lent@exemple.fr')).toMatchObject({ status: 'PENDING' });
    await queue.drain();
    expect(await rowOf('lent@exemple.fr')).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastError: 'Envoi sans réponse après 300 ms',
    });
    await queue.stop();
  });

  it('retries a refused send with back-off, then delivers it once', async () => {
    const { transport, delivered } = relay(2);
    const time = clock();
    const queue = createMailQueue({ db: database.db, transport, logger, now: time.now });
    await queue.send({
      to: 'retry@exemple.fr',
      subject: 'Rappel',
      text: 'Deux actions en retard',
      kind: 'OVERDUE_ACTIONS',
    });
    await queue.drain();
    let row = await rowOf('retry@exemple.fr');
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'ECONNREFUSED 127.0.0.1:25' });
    expect(row.nextAttemptAt.getTime() - time.now().getTime()).toBe(RETRY_DELAYS_MS[0]);
    // Not yet due: nothing happens.
    await queue.drain();
    expect((await rowOf('retry@exemple.fr')).attempts).toBe(1);
    time.advance(RETRY_DELAYS_MS[0]);
    await queue.drain();
    time.advance(RETRY_DELAYS_MS[1]);
    await queue.drain();
    row = await rowOf('retry@exemple.fr');
    expect(row).toMatchObject({ status: 'SENT', attempts: 3, lastError: null });
    expect(delivered.filter((mail) => mail.to === 'retry@exemple.fr')).toHaveLength(1);
    await queue.stop();
  });

  it('gives a mail up as a dead letter after its last attempt', async () => {
    const { transport, calls } = relay(Number.POSITIVE_INFINITY);
    const time = clock();
    const queue = createMailQueue({ db: database.db, transport, logger, now: time.now });
    await queue.send({ to: 'mort@exemple.fr', subject: 'Rappel', text: '…' });
    for (let attempt = 0; attempt < MAX_ATTEMPTS + 2; attempt += 1) {
      await queue.drain();
      time.advance(60 * 60_000);
    }
    expect(await rowOf('mort@exemple.fr')).toMatchObject({ status: 'DEAD', attempts: MAX_ATTEMPTS });
    expect(calls('mort@exemple.fr')).toBe(MAX_ATTEMPTS);
    await queue.stop();
  });

  it('does not send a sign-in code after it expired', async () => {
    const { transport, delivered } = relay(1);
    const time = clock();
    const queue = createMailQueue({ db: database.db, transport, logger, now: time.now });
    await queue.send({
      to: 'expire@exemple.fr',
      subject: 'Votre code',
      text: 'Votre code est 654321',
      kind: 'SIGN_IN_CODE',
      expiresAt: new Date(time.now().getTime() + 5 * 60_000),
    });
    await queue.drain();
    time.advance(10 * 60_000);
    await queue.drain();
    expect(await rowOf('expire@exemple.fr')).toMatchObject({ status: 'DEAD', lastError: 'Expiré avant envoi' });
    expect(delivered.filter((mail) => mail.to === 'expire@exemple.fr')).toHaveLength(0);
    await queue.stop();
  });

  it('sends each mail once when several workers drain together', async () => {
    const { transport, delivered } = relay(0);
    const workers = [1, 2, 3].map(() => createMailQueue({ db: database.db, transport, logger }));
    const addresses = Array.from({ length: 25 }, (_, index) => `once-${index}@exemple.fr`);
    // Written without kicking a worker, then drained by three at once.
    for (const to of addresses) {
      await database.db.insert(mailOutbox).values({ kind: 'MAIL', toAddress: to, subject: 'Une fois', text: '…' });
    }
    await Promise.all(workers.map((worker) => worker.drain()));
    const counts = addresses.map((to) => delivered.filter((mail) => mail.to === to).length);
    expect(counts).toEqual(addresses.map(() => 1));
    await Promise.all(workers.map((worker) => worker.stop()));
  });
});
