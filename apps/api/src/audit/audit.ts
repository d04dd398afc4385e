import { SYSTEM_ACTOR_LABEL } from '@qc/shared/audit/schemas';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { SYSTEM_ACTOR_ID } from '../scope/actor.ts';

export type AuditEntry = {
  actorId: string | null;
  clientId: string | null;
  entity: string;
  entityId: string;
  action: 'create' | 'update' | 'delete';
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
