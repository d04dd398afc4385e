import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import type { Transaction } from './transaction.ts';
import { rowsOf } from '../db/rows-of.ts';

/**
 * The advisory lock of each scheduled mail job: arbitrary constants, one per job. A shared one made a
 * process skip its campaign reminders while another was writing its digest, so they stay distinct.
 */
export const JOB_LOCK_IDS = {
  overdueActions: 731_206,
  expiryDigest: 731_207,
  campaignReminders: 731_208,
  obligationReminders: 731_209,
} as const;

/** What a scheduled mail job is given by the server (and by the tests, with a clock). */
export type MailJobDeps = { mailer: Mailer; logger: Logger; publicUrl: string; now?: Date };

/** The job's transaction, and a send that writes the mail to the outbox in it: both or neither. */
export type LockedJobContext = { tx: Transaction; sendMail: (mail: Mail) => Promise<void> };

/**
 * DESIGN §2 "scheduled jobs that take a database lock": several API processes may run a job; it opens a
 * transaction and takes its own transaction-scoped advisory lock, so one of them does the work and the
 * others answer `whenBusy` at once. The mails are written with that transaction (the outbox): they leave
 * only if what the job records (reminded actions, notices…) commits with them.
 */
export function runLockedJob<T>(
  db: Database,
  mailer: Mailer,
  lock: keyof typeof JOB_LOCK_IDS,
  whenBusy: T,
  work: (context: LockedJobContext) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [result] = await rowsOf<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${JOB_LOCK_IDS[lock]}) as locked`,
    );
    if (!result?.locked) return whenBusy;
    return work({ tx, sendMail: (mail) => mailer.send(mail, { tx }) });
  });
}
