import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sqlList } from '../common/sql-list.ts';

/* What the statements behind « Mes tâches » share. */

export type Db = Pick<Database, 'execute'>;
export const day = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

export function idList(ids: string[]): SQL {
  return ids.length === 0 ? sql`null` : sqlList(ids);
}
