import type { Database } from '../db/client.ts';

/** The handle a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
