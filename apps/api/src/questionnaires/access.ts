import { and, isNotNull, isNull, or, eq, sql, type SQL, type Column } from 'drizzle-orm';
import { eqIfGiven } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { clients } from '../db/schema.ts';
import { notFound } from '../common/domain-errors.ts';
import { assertPermission, type Actor } from '../scope/actor.ts';

/** What a caller may read: the shared library and its own client's items (ADMIN: everything). */
export function visibleWhere(clientIdColumn: Column, actor: Actor): SQL {
  if (actor.isAdmin) return sql`true`;
  if (!actor.clientId) return isNull(clientIdColumn);
  return or(isNull(clientIdColumn), eq(clientIdColumn, actor.clientId)) as SQL;
}

/**
 * The filters the category and form lists share: what the caller may read, of the kind and status asked, from the
 * shared library only or her own client's items only.
 */
export function libraryListWhere(
  table: { clientId: Column; kind: Column; status: Column },
  actor: Actor,
  input: { kind?: string | undefined; status?: string | undefined; ownership?: 'shared' | 'own' | undefined },
): SQL | undefined {
  return and(
    visibleWhere(table.clientId, actor),
    eqIfGiven(table.kind, input.kind),
    eqIfGiven(table.status, input.status),
    input.ownership === 'shared' ? isNull(table.clientId) : undefined,
    input.ownership === 'own' ? isNotNull(table.clientId) : undefined,
  );
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
 * A row the caller sees (`row`, null when she does not) and may also author: one she cannot see is a 404, one she
 * only reads a 403 or a 404 as `assertCanAuthor` says. What an update or a deletion of a category or a form acts on.
 */
export function authoredOrNotFound<TRow extends { clientId: string | null }>(
  actor: Actor,
  row: TRow | null,
  notFoundMessage: string,
): TRow {
  if (!row) notFound(notFoundMessage);
  assertCanAuthor(actor, row.clientId, notFoundMessage);
  return row;
}

/**
 * The owner of a new item: an ADMIN chooses (none = the shared library);
 * anyone else writes for its own client unless it asks otherwise, which
 * assertCanAuthor then refuses. An ADMIN may name any client as owner: one
 * that does not exist is a 404, not the foreign-key failure (a 500) the
 * insert would raise (issue 12).
 */
export async function newItemOwner(
  db: Database,
  actor: Actor,
  requested: string | null | undefined,
  notFoundMessage: string,
): Promise<string | null> {
  const owner = requested !== undefined ? requested : actor.isAdmin ? null : actor.clientId;
  assertCanAuthor(actor, owner, notFoundMessage);
  if (owner === null) return owner;
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, owner));
  if (!row) notFound(notFoundMessage);
  return owner;
}
