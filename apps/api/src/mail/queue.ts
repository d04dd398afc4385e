import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema-mail.ts';
import type { Logger } from '../logger.ts';
import type { Mail, Mailer, MailSendOptions } from './mailer.ts';
import { rowsOf } from '../db/rows-of.ts';

/** Delays before attempts 2, 3, 4 and 5; after the fifth failure the mail is DEAD. */
export const RETRY_DELAYS_MS = [15_000, 60_000, 5 * 60_000, 15 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A claimed row stays with its process this long: a crash mid-send frees it for another. */
const CLAIM_MS = 2 * 60_000;
/** Beyond nodemailer's own time-outs, a transport that never settles must not hold the worker. */
const SEND_TIMEOUT_MS = 45_000;
const BATCH = 10;

export type MailQueue = {
  /** Writes the mail to the outbox and kicks the worker: resolves once stored, not once delivered. */
  send: (mail: Mail, options?: MailSendOptions) => Promise<void>;
  sendMany: (mails: Mail[], options?: MailSendOptions) => Promise<void>;
  /** Delivers what is due now; resolves with how many were handled. */
  drain: () => Promise<number>;
  start: (intervalMs?: number) => void;
  stop: () => Promise<void>;
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Envoi sans réponse après ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Issue 15 item 5: every mail is written to the outbox and delivered by a
 * worker, so a stalled or refusing relay never holds a request; each process
 * runs a worker and claims rows with FOR UPDATE SKIP LOCKED, so a mail is sent
 * once whatever the number of processes. It is a Mailer: callers send as before.
 */
export function createMailQueue(options: {
  db: Database;
  transport: Mailer;
  logger: Logger;
  now?: () => Date;
  /** How long one hand-over to the relay may take before it counts as failed. */
  sendTimeoutMs?: number;
}): MailQueue {
  const { db, transport, logger } = options;
  const now = options.now ?? (() => new Date());
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  let tail: Promise<number> = Promise.resolve(0);
  let queued: Promise<number> | null = null;
  let stopped = false;

  async function claim(): Promise<Array<typeof mailOutbox.$inferSelect>> {
    const at = now();
    // Timestamps as ISO text with an explicit cast: the same on pg and PGlite, and readable in a logged query.
    const until = new Date(at.getTime() + CLAIM_MS).toISOString();
    const due = at.toISOString();
    const rows = await rowsOf<{ id: string }>(
      db,
      sql`
      update ${mailOutbox}
         set locked_until = ${until}::timestamptz, attempts = attempts + 1
       where id in (
         select id from ${mailOutbox}
          where status = 'PENDING' and next_attempt_at <= ${due}::timestamptz
            and (locked_until is null or locked_until < ${due}::timestamptz)
          order by next_attempt_at
          limit ${BATCH}
          for update skip locked)
      returning id`,
    );
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
  }

  async function deliver(row: typeof mailOutbox.$inferSelect): Promise<void> {
    const at = now();
    if (row.expiresAt && row.expiresAt <= at) {
      await db
        .update(mailOutbox)
        .set({ status: 'DEAD', lockedUntil: null, lastError: 'Expiré avant envoi' })
        .where(eq(mailOutbox.id, row.id));
      logger.warn({ mail: { id: row.id, kind: row.kind } }, 'E-mail expiré avant son envoi');
      return;
    }
    try {
      await withTimeout(
        transport.send({
          to: row.toAddress,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
        }),
        sendTimeoutMs,
      );
      await db
        .update(mailOutbox)
        .set({ status: 'SENT', sentAt: now(), lastAttemptAt: now(), lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const isLast = row.attempts >= MAX_ATTEMPTS;
      const delay = RETRY_DELAYS_MS[Math.min(row.attempts - 1, RETRY_DELAYS_MS.length - 1)]!;
      await db
        .update(mailOutbox)
        .set(
          isLast
            ? { status: 'DEAD', lockedUntil: null, lastAttemptAt: now(), lastError: message.slice(0, 1000) }
            : {
                nextAttemptAt: new Date(now().getTime() + delay),
                lastAttemptAt: now(),
                lockedUntil: null,
                lastError: message.slice(0, 1000),
              },
        )
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'PENDING')));
      const log = { mail: { id: row.id, kind: row.kind, attempts: row.attempts }, err: error };
      if (isLast) logger.error(log, 'E-mail abandonné après le dernier essai (lettre morte)');
      else logger.warn(log, `Échec de l'envoi d'un e-mail, nouvel essai dans ${Math.round(delay / 1000)} s`);
    }
  }

  async function drainOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return handled;
      await Promise.all(rows.map((row) => deliver(row)));
      handled += rows.length;
    }
  }

  /**
   * One pass at a time per process. A call while a pass runs queues one more
   * pass after it (kicks coalesce into that one), so a caller awaiting drain()
   * always gets a pass that started after its call.
   */
  function drain(): Promise<number> {
    if (queued) return queued;
    const pass = tail.then(async () => {
      queued = null;
      if (stopped) return 0;
      return drainOnce().catch((error: unknown) => {
        logger.error({ err: error }, "File d'envoi des e-mails");
        return 0;
      });
    });
    queued = pass;
    tail = pass;
    return pass;
  }

  const toRow = (mail: Mail) => ({
    kind: mail.kind ?? 'MAIL',
    toAddress: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    expiresAt: mail.expiresAt ?? null,
    nextAttemptAt: now(),
  });

  return {
    async sendMany(mails, sendOptions) {
      for (let index = 0; index < mails.length; index += 500) {
        await (sendOptions?.tx ?? db).insert(mailOutbox).values(mails.slice(index, index + 500).map(toRow));
      }
      if (stopped || mails.length === 0) return;
      if (sendOptions?.tx) setTimeout(() => void drain(), 250).unref();
      else void drain();
    },
    async send(mail, sendOptions) {
      // Inside the caller's transaction when given: on PGlite's single connection, writing beside
      // it would wait for it while it waits for this write (the reminders job deadlocked so).
      await (sendOptions?.tx ?? db).insert(mailOutbox).values(toRow(mail));
      if (stopped) return;
      // A row written in a transaction is visible once it commits: look again a moment later.
      if (sendOptions?.tx) setTimeout(() => void drain(), 250).unref();
      else void drain();
    },
    drain,
    start(intervalMs = 5_000) {
      stopped = false;
      timer ??= setInterval(() => void drain(), intervalMs);
      timer.unref();
      void drain();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await tail;
    },
  };
}

/** How far back the relay's health is read: older failures say nothing of now. */
const HEALTH_WINDOW_MS = 15 * 60_000;
/** A mail still waiting this long after it was written means the relay is stalled or refusing. */
const STALLED_AFTER_MS = 60_000;

export type MailRelayStatus = 'ok' | 'delayed';

/**
 * Issue 15 item 5: the sign-in screen tells the user when codes are not
 * leaving. The answer is about the relay, never about an address: the last
 * hand-over failed (and none succeeded since), or a mail has waited over a
 * minute. An unknown address gets no mail (disableSignUp), so a per-address
 * answer would tell who has an account; this one says the same to everyone.
 */
export async function readMailRelayStatus(db: Database, at: Date = new Date()): Promise<MailRelayStatus> {
  const since = new Date(at.getTime() - HEALTH_WINDOW_MS).toISOString();
  const stalledBefore = new Date(at.getTime() - STALLED_AFTER_MS).toISOString();
  const [row] = await rowsOf<{ failed_at: unknown; sent_at: unknown; stalled: unknown }>(
    db,
    sql`
    select
      (select max(last_attempt_at) from ${mailOutbox}
        where last_attempt_at > ${since}::timestamptz and status <> 'SENT') as failed_at,
      (select max(last_attempt_at) from ${mailOutbox}
        where last_attempt_at > ${since}::timestamptz and status = 'SENT') as sent_at,
      exists (select 1 from ${mailOutbox}
        where status = 'PENDING' and created_at > ${since}::timestamptz
          and created_at < ${stalledBefore}::timestamptz) as stalled`,
  );
  if (!row) return 'ok';
  if (row.stalled === true || row.stalled === 't') return 'delayed';
  const failedAt = row.failed_at ? new Date(row.failed_at as string | Date).getTime() : null;
  const sentAt = row.sent_at ? new Date(row.sent_at as string | Date).getTime() : null;
  return failedAt !== null && (sentAt === null || failedAt > sentAt) ? 'delayed' : 'ok';
}
