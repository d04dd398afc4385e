import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { audited } from '../audit/audit.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { incidents } from '../db/schema-incidents.ts';
import type { Actor } from '../scope/actor.ts';
import { auditSnapshot, findVisibleIncident, lockManagedIncident, type IncidentRecord } from './access.ts';
import { toDetail } from './details.ts';

type IncidentRow = typeof incidents.$inferSelect;

/**
 * The frame of every change a handler makes to an event: the scope read before the transaction (PGlite has one
 * connection), the event locked for her (404, 403), the change, then the event as its page shows it.
 */
export async function changeManagedIncident(
  db: Database,
  actor: Actor,
  id: string,
  change: (tx: Transaction, record: IncidentRecord) => Promise<void>,
): Promise<IncidentDetail> {
  const scope = await actor.getScope();
  await db.transaction(async (tx) => change(tx, await lockManagedIncident(tx, actor, scope, id)));
  return toDetail(db, actor, await findVisibleIncident(db, actor, id));
}

/**
 * The event's row updated and audited (an `update` of the entity `incident`): the audit keeps its snapshot before
 * and after (`auditSnapshot`), with what a change adds to them (`before`, `after`).
 */
export async function updateIncident(
  tx: Transaction,
  actor: Actor,
  record: IncidentRecord,
  set: PgUpdateSetSource<typeof incidents>,
  extra: { before?: object; after?: (row: IncidentRow) => object } = {},
): Promise<void> {
  const before = { ...auditSnapshot(record), ...extra.before };
  await audited(tx, actor, { entity: 'incident', action: 'update', clientId: record.clientId, before }, async () => {
    const [row] = await tx.update(incidents).set(set).where(eq(incidents.id, record.id)).returning();
    return { ...auditSnapshot(row!), ...extra.after?.(row!) };
  });
}
