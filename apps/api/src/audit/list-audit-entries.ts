import { DELETED_USER_LABEL, type AuditEntry, type AuditListQuery } from '@qc/shared/audit/schemas';
import type { ListResult } from '@qc/shared/common/list';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema-audit.ts';
import { establishments } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import { forms } from '../db/schema-questionnaires.ts';
import { countWhere, eqIfGiven, readPage } from '../common/pagination.ts';
import { toIso } from '../common/dates.ts';
import type { Actor } from '../scope/actor.ts';

/** ADMIN reads every entry; anyone else (CLIENT_MASTER) its client's only. */
function auditScopeWhere(actor: Actor): SQL {
  if (actor.isAdmin) return sql`true`;
  return actor.clientId ? eq(auditLog.clientId, actor.clientId) : sql`false`;
}

/**
 * The establishment an entry's record belongs to: the establishment itself, else the `establishmentId` its
 * snapshots carry (evaluations, actions, agreements, documents, member links). No column for it: every
 * writer's snapshot already has it, and older entries are covered the same way.
 */
const entryEstablishmentId = sql<
  string | null
>`(case when ${auditLog.entity} = 'establishment' then ${auditLog.entityId} else coalesce(${auditLog.after} ->> 'establishmentId', ${auditLog.before} ->> 'establishmentId') end)`;
/** The questionnaire an entry is about: the form itself, else the `formId` of its snapshots. */
const entryFormId = sql<
  string | null
>`(case when ${auditLog.entity} = 'form' then ${auditLog.entityId} else coalesce(${auditLog.after} ->> 'formId', ${auditLog.before} ->> 'formId') end)`;

/** Newest first; `from` and `to` are Paris dates, both included (DESIGN §2). */
export async function listAuditEntries(
  db: Database,
  actor: Actor,
  input: AuditListQuery,
): Promise<ListResult<AuditEntry>> {
  const where = and(
    auditScopeWhere(actor),
    eqIfGiven(auditLog.entity, input.entity),
    eqIfGiven(auditLog.entityId, input.entityId),
    input.establishmentId ? sql`${entryEstablishmentId} = ${input.establishmentId}` : undefined,
    input.from ? sql`${auditLog.at} >= (${input.from}::date::timestamp at time zone 'Europe/Paris')` : undefined,
    input.to ? sql`${auditLog.at} < ((${input.to}::date + 1)::timestamp at time zone 'Europe/Paris')` : undefined,
  );
  const { rows, total } = await readPage(
    db
      .select({
        entry: auditLog,
        actorName: user.name,
        establishmentId: establishments.id,
        establishmentName: establishments.name,
        formName: forms.name,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      // Names only within the entry's own client: a snapshot never names another client's record.
      .leftJoin(
        establishments,
        and(
          eq(establishments.id, entryEstablishmentId),
          sql`${establishments.clientId} is not distinct from ${auditLog.clientId}`,
        ),
      )
      .leftJoin(forms, eq(forms.id, entryFormId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id)),
    countWhere(db, auditLog, where),
    input,
  );
  return {
    items: rows.map(({ entry, actorName, establishmentId, establishmentName, formName }) => ({
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
      establishmentId,
      establishmentName,
      formName,
    })),
    total,
  };
}
