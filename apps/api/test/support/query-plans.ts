import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

export type CapturedQuery = { query: string; params: unknown[] };

/** The SQL a piece of work sends to the database, as sent (Drizzle's query logger, swapped for the run). */
export async function captureQueries(db: Database, run: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const session = (db as unknown as { session: { logger: { logQuery: (query: string, params: unknown[]) => void } } })
    .session;
  const previous = session.logger;
  const captured: CapturedQuery[] = [];
  session.logger = { logQuery: (query, params) => captured.push({ query, params }) };
  try {
    await run();
  } finally {
    session.logger = previous;
  }
  return captured;
}

function inline(query: string, params: unknown[]): string {
  return query.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}

/** The plan PostgreSQL (or PGlite) chooses for a captured query, its parameters inlined. */
export async function explain(db: Database, query: string, params: unknown[]): Promise<string> {
  const result = (await db.execute(sql.raw(`explain ${inline(query, params)}`))) as unknown as {
    rows: Array<Record<string, string>>;
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}
