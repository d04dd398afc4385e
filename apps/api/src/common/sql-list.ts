import { sql, type SQL } from 'drizzle-orm';

/**
 * Values as a comma-separated list of bound parameters, for a raw statement's `in (…)` or `array[…]`. An empty list
 * writes nothing, which Postgres refuses inside `in ()`: callers test for none first.
 */
export function sqlList(values: readonly unknown[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}
