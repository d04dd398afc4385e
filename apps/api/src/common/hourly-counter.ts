import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimit } from '../db/schema-auth.ts';

/** The window the product's own limits count in (the sign-in limits, the public survey page's). */
export const LIMIT_WINDOW_MS = 60 * 60 * 1000;

/**
 * One more event under `key` in better-auth's `rate_limit` table, which every process shares: the hour-long window
 * starts with the first event and starts again once it is over. Answers the count, in one atomic statement, so
 * concurrent requests all count.
 */
export async function countHit(db: Database, key: string): Promise<number> {
  const now = Date.now();
  const expired = sql`${rateLimit.lastRequest} < ${now - LIMIT_WINDOW_MS}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return row?.count ?? 1;
}
