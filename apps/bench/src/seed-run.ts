import { sql } from 'drizzle-orm';
import type { Database } from '../../api/src/db/client.ts';

/** The database a seeding writes to, and the time spent per kind of row (issue 33 item 3: minutes, not hours). */
export type SeedDb = { db: Database; timings: Map<string, number> };

/** One statement of the seeding, its time added to its table's (`insert into x`, `update x`) or its verb's. */
export async function run({ db, timings }: SeedDb, statement: string): Promise<void> {
  const startedAt = performance.now();
  await db.execute(sql.raw(statement));
  const kind = /^\s*(?:insert into|update)\s+"?(\w+)/i.exec(statement)?.[1] ?? statement.trim().split(/\s+/)[0]!;
  timings.set(kind, (timings.get(kind) ?? 0) + performance.now() - startedAt);
}
