import type { Database } from '../db/client.ts';
import { firstOrNotFound } from './domain-errors.ts';

/** The handle a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The row `query` finds (an id within the caller's scope), locked for update until the transaction ends;
 * otherwise a 404 with `missing`, like an id that does not exist.
 */
export async function lockedOrNotFound<TRow>(
  query: { for(strength: 'update'): PromiseLike<TRow[]> },
  missing: string,
): Promise<TRow> {
  return firstOrNotFound(query.for('update'), missing);
}
