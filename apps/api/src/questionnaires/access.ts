import { isNull, or, eq, sql, type SQL, type Column } from 'drizzle-orm';
import { assertPermission, notFound } from '../orpc/base.ts';
import type { Actor } from '../scope/actor.ts';

/** What a caller may read: the shared library and its own client's items (ADMIN: everything). */
export function visibleWhere(clientIdColumn: Column, actor: Actor): SQL {
  if (actor.isAdmin) return sql`true`;
  if (!actor.clientId) return isNull(clientIdColumn);
  return or(isNull(clientIdColumn), eq(clientIdColumn, actor.clientId)) as SQL;
}

/**
 * DESIGN §3: shared items (no client) need library:manage; a client's own
 * items need form:manage inside the caller's client. Permission first (403),
 * then scope (404).
 */
export function assertCanAuthor(actor: Actor, clientId: string | null, notFoundMessage: string): void {
  if (clientId === null) {
    assertPermission(actor, 'library:manage');
    return;
  }
  assertPermission(actor, 'form:manage');
  if (!actor.isAdmin && actor.clientId !== clientId) notFound(notFoundMessage);
}

/**
 * The owner of a new item: an ADMIN chooses (none = the shared library);
 * anyone else writes for its own client unless it asks otherwise, which
 * assertCanAuthor then refuses.
 */
export function resolveNewOwner(actor: Actor, requested: string | null | undefined): string | null {
  if (requested !== undefined) return requested;
  return actor.isAdmin ? null : actor.clientId;
}
