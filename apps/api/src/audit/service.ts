import { DELETED_USER_LABEL, type AuditEntry, type AuditListQuery } from '@qc/shared/audit/schemas';
import type { ListResult } from '@qc/shared/common/list';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog, user } from '../db/schema.ts';
import { getOffset, toIso } from '../common/pagination.ts';
import type { Actor } from '../scope/actor.ts';

/** ADMIN reads every entry; anyone else (CLIENT_MASTER) its client's only. */
function auditScopeWhere(actor: Actor): SQL {
  if (actor.isAdmin) return sql`true`;
  return actor.clientId ? eq(auditLog.clientId, actor.clientId) : sql`false`;
}

/** Newest first; `from` and `to` are Paris dates, both included (DESIGN §2). */
export async function listAuditEntries(
  db: Database,
  actor: Actor,
  input: AuditListQuery,
): Promise<ListResult<AuditEntry>> {
  const where = and(
    auditScopeWhere(actor),
    input.entity ? eq(auditLog.entity, input.entity) : undefined,
    input.entityId ? eq(auditLog.entityId, input.entityId) : undefined,
    input.from ? sql`${auditLog.at} >= (${input.from}::date::timestamp at time zone 'Europe/Paris')` : undefined,
    input.to ? sql`${auditLog.at} < ((${input.to}::date + 1)::timestamp at time zone 'Europe/Paris')` : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: user.name })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(input.pageSize)
      .offset(getOffset(input)),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      at: toIso(entry.at),
      actorId: entry.actorId,
      // The author's name while the user exists, else 'Système' for the product's writes, else a deleted user.
      actorName: actorName ?? entry.actorLabel ?? DELETED_USER_LABEL,
      clientId: entry.clientId,
      entity: entry.entity,
      entityId: entry.entityId,
      action: entry.action as AuditEntry['action'],
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
    total: totalRow?.total ?? 0,
  };
}
