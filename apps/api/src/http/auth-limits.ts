import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimit } from '../db/schema-auth.ts';
import { countHit, LIMIT_WINDOW_MS } from '../common/hourly-counter.ts';

/**
 * Issue 12 item 4: limits per e-mail address that no change of client
 * address lifts, counted in better-auth's `rate_limit` table so that every
 * process shares them. Keys never collide with better-auth's own (`ip|path`)
 * and hold a hash, not the address someone typed.
 */
export const CODES_PER_EMAIL_PER_HOUR = 5;
export const FAILED_SIGN_INS_PER_EMAIL_PER_HOUR = 10;

export const AUTH_LIMIT_MESSAGES = {
  tooManyCodes: 'Trop de demandes de code pour cette adresse. Réessayez dans une heure.',
  tooManyFailures: 'Trop de tentatives de connexion pour cette adresse. Réessayez dans une heure.',
} as const;

function keyOf(kind: 'codes' | 'attempts', email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  return `qc-email-${kind}:${digest}`;
}

export function createAuthLimits(db: Database) {
  const hit = (key: string) => countHit(db, key);

  return {
    /** A code is about to be sent to `email`: false when the hour's allowance is spent. */
    async allowCode(email: string): Promise<boolean> {
      return (await hit(keyOf('codes', email))) <= CODES_PER_EMAIL_PER_HOUR;
    },
    /**
     * A code is about to be checked for `email`. Counted before the check,
     * so that a burst of parallel guesses cannot all pass; a success gives
     * the attempt back (see `succeeded`).
     */
    async allowAttempt(email: string): Promise<boolean> {
      return (await hit(keyOf('attempts', email))) <= FAILED_SIGN_INS_PER_EMAIL_PER_HOUR;
    },
    /**
     * The right code was given: that attempt was no failure, and the mailbox
     * owner proved themselves, so their code allowance starts again (several
     * sign-ins an hour stay possible; an attacker never gets here).
     */
    async succeeded(email: string, options: { signedIn: boolean }): Promise<void> {
      const now = Date.now();
      await db
        .update(rateLimit)
        .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
        .where(and(eq(rateLimit.key, keyOf('attempts', email)), gt(rateLimit.lastRequest, now - LIMIT_WINDOW_MS)));
      if (options.signedIn) await db.delete(rateLimit).where(eq(rateLimit.key, keyOf('codes', email)));
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
