import { Conflict, NotFound } from './domain-errors.ts';

/** Whether a PostgreSQL error has this SQLSTATE, thrown directly (pg, PGlite) or wrapped by Drizzle as `cause`. */
function hasSqlState(error: unknown, code: string): boolean {
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  return (error as { code?: unknown })?.code === code || cause?.code === code;
}

/** True when PostgreSQL refused a write for a unique constraint (two requests racing for the same row). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/**
 * True when PostgreSQL refused a write for a foreign key: the parent row was
 * deleted by a request that committed in between (issue 12: such races
 * answered 500).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}

/**
 * The French answer for a constraint that a concurrent request broke: 404 for
 * a parent that disappeared, 409 for a duplicate. Any other error is rethrown
 * untouched. Use it as `.catch((error) => rethrowConstraint(error, {...}))`.
 */
export function rethrowConstraint(error: unknown, messages: { foreignKey?: string; unique?: string }): never {
  if (messages.foreignKey && isForeignKeyViolation(error)) {
    throw new NotFound(messages.foreignKey);
  }
  if (messages.unique && isUniqueViolation(error)) throw new Conflict(messages.unique);
  throw error;
}
