import { RESTRICTED_INCIDENT_KINDS } from '@qc/shared/incidents/enums';
import { INCIDENT_MESSAGES } from '@qc/shared/incidents/schemas';
import { and, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.ts';
import { firstOrNotFound, forbidden } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { incidents } from '../db/schema-incidents.ts';
import { getAuthorId, type Actor, type Scope } from '../scope/actor.ts';

/**
 * Who reads which event (ADR 036), as a `where` clause every query of the register carries:
 * - the group's CLIENT_MASTER: every event of her client;
 * - a DIRECTOR: every event of the establishments she is linked to;
 * - anyone else linked to the establishment: the events she declared or whose follow-up is given to her, except the
 *   restricted kinds (a suspicion of mistreatment), which she no longer reads once recorded;
 * - an ADMIN of the platform (scope `all`) is no member of the client: nothing.
 */
export function visibleWhere(actor: Actor, scope: Scope): SQL {
  if (scope.kind === 'all') return sql`false`;
  if (scope.kind === 'client') return eq(incidents.clientId, scope.clientId);
  if (scope.establishmentIds.length === 0) return sql`false`;
  const linked = inArray(incidents.establishmentId, scope.establishmentIds);
  if (actor.roles.includes('DIRECTOR')) return linked;
  return and(
    linked,
    or(eq(incidents.declaredById, actor.id), eq(incidents.assigneeId, actor.id)),
    notInArray(incidents.kind, [...RESTRICTED_INCIDENT_KINDS]),
  ) as SQL;
}

/**
 * The events a caller may attach a file to: those she reads, and — write only — the one she declared while it is
 * still « déclaré », even of a restricted kind she no longer reads (she adds the photo she forgot; ADR 036).
 */
export function attachableWhere(actor: Actor, scope: Scope): SQL {
  if (scope.kind !== 'establishments' || scope.establishmentIds.length === 0) return visibleWhere(actor, scope);
  return or(
    visibleWhere(actor, scope),
    and(
      inArray(incidents.establishmentId, scope.establishmentIds),
      eq(incidents.declaredById, actor.id),
      eq(incidents.state, 'DECLARED'),
    ),
  ) as SQL;
}

/** Who handles an event: the group's CLIENT_MASTER and the establishment's DIRECTOR, with `incident:manage`. */
export function canManage(actor: Actor, scope: Scope, establishmentId: string): boolean {
  if (!actor.permissions.has('incident:manage')) return false;
  if (scope.kind === 'client') return true;
  return (
    scope.kind === 'establishments' &&
    actor.roles.includes('DIRECTOR') &&
    scope.establishmentIds.includes(establishmentId)
  );
}

export type IncidentRecord = typeof incidents.$inferSelect & {
  establishmentName: string;
  establishmentCategory: string | null;
};

function selectRecord(db: Database | Transaction) {
  return db
    .select({ incident: incidents, establishmentName: establishments.name, category: establishments.category })
    .from(incidents)
    .innerJoin(establishments, eq(establishments.id, incidents.establishmentId));
}

/** The event if the caller may read it, else 404 like an id that exists nowhere. */
export async function findVisibleIncident(db: Database, actor: Actor, id: string): Promise<IncidentRecord> {
  const scope = await actor.getScope();
  const row = await firstOrNotFound(
    selectRecord(db).where(and(eq(incidents.id, id), visibleWhere(actor, scope))),
    INCIDENT_MESSAGES.notFound,
  );
  return { ...row.incident, establishmentName: row.establishmentName, establishmentCategory: row.category };
}

/**
 * The event locked for a change by someone who handles it (the scope read before the transaction: PGlite has
 * one connection, a read outside the transaction would wait for it): 404 when she cannot read it, 403 when she reads it
 * without handling it (a collaborator's own event).
 */
export async function lockManagedIncident(
  tx: Transaction,
  actor: Actor,
  scope: Scope,
  id: string,
): Promise<IncidentRecord> {
  const row = await firstOrNotFound(
    selectRecord(tx)
      .where(and(eq(incidents.id, id), visibleWhere(actor, scope)))
      .for('update', { of: incidents }),
    INCIDENT_MESSAGES.notFound,
  );
  if (!canManage(actor, scope, row.incident.establishmentId))
    forbidden('Seuls la direction de l’établissement et le responsable du groupe traitent un événement');
  return { ...row.incident, establishmentName: row.establishmentName, establishmentCategory: row.category };
}

/**
 * What the audit trail keeps of an event: no free text, no person, not even its kind — the journal is read by
 * the platform's ADMIN too, who must not learn that a suspicion of mistreatment exists (ADR 036).
 */
export function auditSnapshot(row: typeof incidents.$inferSelect) {
  return {
    id: row.id,
    establishmentId: row.establishmentId,
    state: row.state,
    assigneeId: row.assigneeId,
    declarationSentAt: row.declarationSentAt,
    closedAt: row.closedAt,
    anonymisedAt: row.anonymisedAt,
  };
}

/** Every read of an event's contents (its page, its declaration PDF) is written in the audit trail. */
export async function auditRead(
  db: Database,
  actor: Actor,
  row: Pick<IncidentRecord, 'id' | 'clientId' | 'establishmentId'>,
  what: 'detail' | 'declaration-pdf' | 'attachment',
  documentId?: string,
) {
  await recordAudit(db, {
    actorId: getAuthorId(actor) ?? actor.id,
    clientId: row.clientId,
    entity: 'incident',
    entityId: row.id,
    action: 'read',
    after: { establishmentId: row.establishmentId, read: what, ...(documentId ? { documentId } : {}) },
  });
}
