import { createHash } from 'node:crypto';
import { SURVEY_MESSAGES } from '@qc/shared/surveys/schemas';
import { eq } from 'drizzle-orm';
import { TooManyRequests } from '../common/domain-errors.ts';
import { countHit, LIMIT_WINDOW_MS } from '../common/hourly-counter.ts';
import type { Database } from '../db/client.ts';
import { rateLimit } from '../db/schema-auth.ts';

/**
 * The public survey page's limits per client address (ADR 042), counted in the `rate_limit` table that
 * every process shares (as the sign-in limits, http/auth-limits.ts), keyed by a hash of the address. The address is
 * never stored with an answer. A family's home or a crèche's Wi-Fi shares one address: the allowances leave room
 * for a few dozen respondents an hour behind it, and stop one phone from stuffing the ballot with a list of codes
 * or guessing codes.
 */
export const PUBLIC_SURVEY_LIMITS = {
  /** Every call of the public page. */
  calls: 300,
  /** Codes that match nothing: guessing. */
  misses: 20,
  /** Answers sent. */
  answers: 30,
} as const;
type LimitKind = keyof typeof PUBLIC_SURVEY_LIMITS;

function keyOf(kind: LimitKind, ip: string | null): string {
  const digest = createHash('sha256')
    .update(ip ?? 'unknown')
    .digest('base64url');
  return `qc-survey-${kind}:${digest}`;
}

/** One more event of `kind` from `ip` in its hour-long window; answers the count. */
function hit(db: Database, kind: LimitKind, ip: string | null): Promise<number> {
  return countHit(db, keyOf(kind, ip));
}

async function current(db: Database, kind: LimitKind, ip: string | null): Promise<number> {
  const [row] = await db
    .select({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
    .from(rateLimit)
    .where(eq(rateLimit.key, keyOf(kind, ip)));
  return row && row.lastRequest >= Date.now() - LIMIT_WINDOW_MS ? row.count : 0;
}

const refuse = (): never => {
  throw new TooManyRequests(SURVEY_MESSAGES.tooManyAttempts);
};

/** Before anything is read: the address's calls, and whether it already guessed too much. */
export async function admitPublicCall(db: Database, ip: string | null): Promise<void> {
  if ((await hit(db, 'calls', ip)) > PUBLIC_SURVEY_LIMITS.calls) refuse();
  if ((await current(db, 'misses', ip)) >= PUBLIC_SURVEY_LIMITS.misses) refuse();
}

/** A code matched nothing. */
export async function countMiss(db: Database, ip: string | null): Promise<void> {
  await hit(db, 'misses', ip);
}

/** Counted before the answer is written, so that a burst of parallel answers cannot all pass. */
export async function admitAnswer(db: Database, ip: string | null): Promise<void> {
  if ((await hit(db, 'answers', ip)) > PUBLIC_SURVEY_LIMITS.answers) refuse();
}
