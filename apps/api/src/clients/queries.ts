import type { Client } from '@qc/shared/clients/schemas';
import type { ManagementType } from '@qc/shared/enums';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients, establishments, legalEntities } from '../db/schema.ts';
import { toIso } from '../common/dates.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import type { Actor, Scope } from '../scope/actor.ts';
import { clientScopeWhere } from '../scope/where.ts';
import { lockedOrNotFound, type Transaction } from '../common/transaction.ts';

export const CLIENT_ERRORS = {
  notFound: 'Client introuvable',
} as const;

type ClientRow = typeof clients.$inferSelect;

/** Adds the principal legal entity's fields and the visible establishments' ids (DESIGN §3). */
export async function toClients(db: Database, actor: Actor, rows: ClientRow[]): Promise<Client[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const scope = await actor.getScope();
  const [principals, establishmentRows] = await Promise.all([
    db
      .selectDistinctOn([legalEntities.clientId])
      .from(legalEntities)
      .where(inArray(legalEntities.clientId, ids))
      .orderBy(legalEntities.clientId, asc(legalEntities.createdAt), asc(legalEntities.id)),
    db
      .select({ id: establishments.id, clientId: establishments.clientId })
      .from(establishments)
      .where(and(inArray(establishments.clientId, ids), establishmentScopeWhere(scope)))
      .orderBy(asc(establishments.name), asc(establishments.id)),
  ]);
  return rows.map((row) => {
    const principal = principals.find((entity) => entity.clientId === row.id) ?? null;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      legalEntityId: principal?.id ?? null,
      legalEntityName: principal?.name ?? null,
      addressLine: principal?.addressLine ?? null,
      city: principal?.city ?? null,
      postalCode: principal?.postalCode ?? null,
      legalEntityEmail: principal?.email ?? null,
      siren: principal?.siren ?? null,
      managementType: (principal?.managementType as ManagementType | undefined) ?? null,
      establishments: establishmentRows.filter((e) => e.clientId === row.id).map((e) => e.id),
      createdAt: toIso(row.createdAt),
      updatedAt: toIso(row.updatedAt),
    };
  });
}

export async function findClientRowInScope(db: Database, actor: Actor, id: string): Promise<ClientRow | null> {
  const scope = await actor.getScope();
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), clientScopeWhere(scope)));
  return row ?? null;
}

/** The client in the caller's scope, locked for the write; else 404. */
export function lockClient(tx: Transaction, scope: Scope, id: string) {
  const inScope = and(eq(clients.id, id), clientScopeWhere(scope));
  return lockedOrNotFound(tx.select().from(clients).where(inScope), CLIENT_ERRORS.notFound);
}
