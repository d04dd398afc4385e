import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * Issue 33 item 2 (ADR 031): the statements an answer save sends, built once instead of once per request. Drizzle
 * spent about a fifth of a save's CPU rebuilding their SQL (walking the columns, `is()` on every chunk); a
 * prepared statement is built on first use, then only its parameters change. On PostgreSQL it is also a named
 * statement: each pooled connection parses and plans it once. Kept per handle (`db`, or a transaction: its
 * statements run on its own connection) and per variant of its SQL (`variant`, part of its name).
 */
export function preparedPerHandle<THandle extends object, TVariant extends string, TPrepared>(
  build: (handle: THandle, variant: TVariant) => TPrepared,
): (handle: THandle, variant: TVariant) => TPrepared {
  const byHandle = new WeakMap<THandle, Map<TVariant, TPrepared>>();
  return (handle, variant) => {
    let built = byHandle.get(handle);
    if (!built) byHandle.set(handle, (built = new Map()));
    let prepared = built.get(variant);
    if (!prepared) built.set(variant, (prepared = build(handle, variant)));
    return prepared;
  };
}

/** The dialect `db.execute` renders with (no casing option): the same SQL text as a plain `db.execute(query)`. */
const dialect = new PgDialect();

/**
 * A statement written in SQL (`sql` with `sql.placeholder(…)` for its parameters) prepared as `db.execute` would
 * send it: its rows as the driver returns them, its text logged (counted by request-overhead.test.ts) as any other.
 */
export function prepareSql<TRow>(db: Database, name: string, query: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return async (values: Record<string, unknown>): Promise<TRow[]> =>
    ((await prepared.execute(values)) as { rows: TRow[] }).rows;
}
