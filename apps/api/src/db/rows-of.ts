import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * The rows of a raw SQL query. pg and PGlite both answer `{ rows }`; the Drizzle type of `execute` differs
 * between the two drivers, so the cast is made here once. Works on a transaction as on the database.
 */
export async function rowsOf<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
