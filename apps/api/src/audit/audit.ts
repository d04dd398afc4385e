import { SYSTEM_ACTOR_LABEL } from '@qc/shared/audit/schemas';
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
