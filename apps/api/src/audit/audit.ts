import { SYSTEM_ACTOR_LABEL } from '@qc/shared/audit/schemas';
import { eq, type Column } from 'drizzle-orm';
import type { PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema-audit.ts';
import { SYSTEM_ACTOR_ID } from '../scope/actor.ts';

export type AuditEntry = {
  actorId: string | null;
  clientId: string | null;
  entity: string;
  entityId: string;
  /** `read`: a consultation of a sensitive record (issue 29). */
  action: 'create' | 'update' | 'delete' | 'read';
  before?: unknown;
  after?: unknown;
};

type Executor = Pick<Database, 'insert'>;

/** Records who did what, when, with before and after: written in the same transaction as the change. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  const isSystem = entry.actorId === SYSTEM_ACTOR_ID;
  await tx.insert(auditLog).values({
    actorId: isSystem ? null : entry.actorId,
    // Only the product's own writes carry a label: a deleted author's entries keep none (the FK sets actor_id null).
    actorLabel: isSystem ? SYSTEM_ACTOR_LABEL : null,
    clientId: entry.clientId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before === undefined ? null : toJson(entry.before),
    after: entry.after === undefined ? null : toJson(entry.after),
  });
}

function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** What a write changes, for its audit record; `id` is needed unless the write returns the row (a create). */
export type AuditedChange<T> = {
  entity: string;
  action: AuditEntry['action'];
  /** The client the record belongs to, or how to read it from the row written (a client's own id). */
  clientId: string | null | ((row: NonNullable<T>) => string | null);
  id?: string;
  before?: unknown;
};

/**
 * One write and its audit record, in the same transaction: the record's
 * `after` is what `write` returns (the row written), its entity id
 * `change.id` or that row's id. A delete records no `after`; what it returns
 * (a `delete … returning`) is its `before` when `change.before` is not given.
 * A write that returns null wrote nothing (a concurrent request moved the row
 * first) and records nothing.
 */
export async function audited<T>(
  tx: Executor,
  actor: { id: string },
  change: AuditedChange<T>,
  write: () => Promise<T>,
): Promise<T> {
  const row = await write();
  if (row === null) return row;
  const written = row as NonNullable<T> & { id?: string };
  const entityId = change.id ?? written?.id;
  if (entityId === undefined) throw new Error(`audited: no id for the ${change.entity} ${change.action}`);
  await recordAudit(tx, {
    actorId: actor.id,
    clientId:
      typeof change.clientId !== 'function' ? change.clientId : row === undefined ? null : change.clientId(written),
    entity: change.entity,
    entityId,
    action: change.action,
    before: change.action === 'delete' && change.before === undefined ? (row ?? undefined) : change.before,
    after: change.action === 'delete' ? undefined : (row ?? undefined),
  });
  return row;
}

/**
 * The most common audited write: one new row of `table`, recorded as the `create` of `entity` with the row
 * written as its `after`.
 */
export async function auditedInsert<TTable extends PgTable>(
  tx: Executor,
  actor: { id: string },
  change: Pick<AuditedChange<TTable['$inferSelect']>, 'entity' | 'clientId'>,
  table: TTable,
  values: PgInsertValue<TTable>,
): Promise<TTable['$inferSelect']> {
  return audited(tx, actor, { ...change, action: 'create' }, async () => {
    const [row] = (await tx.insert(table).values(values).returning()) as TTable['$inferSelect'][];
    return row!;
  });
}

/**
 * The other common one: the row of `table` whose id is `change.id` updated with `set`, recorded as the `update` of
 * `entity` from `change.before` to the row written (none when no row matched).
 */
export async function auditedUpdate<TTable extends PgTable & { id: Column }>(
  tx: Pick<Database, 'insert' | 'update'>,
  actor: { id: string },
  change: { entity: string; clientId: string | null; id: string; before: unknown },
  table: TTable,
  set: PgUpdateSetSource<TTable>,
): Promise<TTable['$inferSelect'] | undefined> {
  return audited(tx, actor, { ...change, action: 'update' }, async () => {
    const rows = await tx.update(table).set(set).where(eq(table.id, change.id)).returning();
    return (rows as TTable['$inferSelect'][])[0];
  });
}

/** The row of `table` whose id is `change.id` deleted, recorded as the `delete` of `entity` (from `change.before`). */
export async function auditedDelete<TTable extends PgTable & { id: Column }>(
  tx: Pick<Database, 'insert' | 'delete'>,
  actor: { id: string },
  change: { entity: string; clientId: string | null; id: string; before: unknown },
  table: TTable,
): Promise<void> {
  await audited(tx, actor, { ...change, action: 'delete' }, async () => {
    await tx.delete(table).where(eq(table.id, change.id));
  });
}
