import type { Client, ClientCreateInput, ClientListQuery, ClientUpdateInput } from '@qc/shared/clients/schemas';
import type { ListResult } from '@qc/shared/common/list';
import type { ManagementType } from '@qc/shared/enums';
import { and, asc, count, eq, inArray, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { clients, effectiveMembers, establishments, legalEntities, user } from '../db/schema.ts';
import { audited } from '../audit/audit.ts';
import { lockedOrNotFound, type Transaction } from '../common/transaction.ts';
import { countRows, DEPENDANT_NAMES, describeDependants } from '../common/dependants.ts';
import { categories, forms } from '../db/schema-questionnaires.ts';
import { readPage, searchWhere, toIso } from '../common/pagination.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { conflict, notFound } from '../common/domain-errors.ts';
import type { Actor, Scope } from '../scope/actor.ts';
import { clientScopeWhere } from '../scope/where.ts';

export const CLIENT_ERRORS = {
  notFound: 'Client introuvable',
} as const;

type ClientRow = typeof clients.$inferSelect;

/** Adds the principal legal entity's fields and the visible establishments' ids (DESIGN §3). */
async function toClients(db: Database, actor: Actor, rows: ClientRow[]): Promise<Client[]> {
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

export async function getClient(db: Database, actor: Actor, id: string): Promise<Client> {
  const row = await findClientRowInScope(db, actor, id);
  if (!row) notFound(CLIENT_ERRORS.notFound);
  const [client] = await toClients(db, actor, [row]);
  return client!;
}

export async function listClients(db: Database, actor: Actor, input: ClientListQuery): Promise<ListResult<Client>> {
  const scope = await actor.getScope();
  const where = and(clientScopeWhere(scope), searchWhere(input.search, clients.name, clients.email));
  const { rows, total } = await readPage(
    db.select().from(clients).where(where).orderBy(asc(clients.name), asc(clients.id)),
    db.select({ total: count() }).from(clients).where(where),
    input,
  );
  return { items: await toClients(db, actor, rows), total };
}

export async function createClient(db: Database, actor: Actor, input: ClientCreateInput): Promise<Client> {
  const created = await db.transaction(async (tx) => {
    const audit = { entity: 'client', action: 'create', clientId: (row: { id: string }) => row.id } as const;
    return audited(tx, actor, audit, async () => (await tx.insert(clients).values(input).returning())[0]!);
  });
  const [client] = await toClients(db, actor, [created]);
  return client!;
}

/** The client in the caller's scope, locked for the write; else 404. */
function lockClient(tx: Transaction, scope: Scope, id: string) {
  const inScope = and(eq(clients.id, id), clientScopeWhere(scope));
  return lockedOrNotFound(tx.select().from(clients).where(inScope), CLIENT_ERRORS.notFound);
}

export async function updateClient(db: Database, actor: Actor, input: ClientUpdateInput): Promise<Client> {
  const scope = await actor.getScope();
  const { id, ...changes } = input;
  const updated = await db.transaction(async (tx) => {
    const before = await lockClient(tx, scope, id);
    return audited(tx, actor, { entity: 'client', action: 'update', clientId: id, id, before }, async () => {
      const [after] = await tx.update(clients).set(changes).where(eq(clients.id, id)).returning();
      return after!;
    });
  });
  const [client] = await toClients(db, actor, [updated]);
  return client!;
}

/** Refused while anything is attached: the group's history is never deleted by accident. */
export async function deleteClient(db: Database, actor: Actor, id: string): Promise<void> {
  const scope = await actor.getScope();
  await db.transaction(async (tx) => {
    const before = await lockClient(tx, scope, id);
    const countOf = (table: PgTable & { clientId: Column }) => countRows(tx, table, eq(table.clientId, id));
    const refusal = describeDependants('ce client', [
      { count: await countOf(legalEntities), ...DEPENDANT_NAMES.legalEntity },
      { count: await countOf(establishments), ...DEPENDANT_NAMES.establishment },
      { count: await countOf(user), ...DEPENDANT_NAMES.user },
      { count: await countOf(effectiveMembers), ...DEPENDANT_NAMES.member },
      { count: await countOf(forms), ...DEPENDANT_NAMES.form },
      { count: await countOf(categories), ...DEPENDANT_NAMES.category },
    ]);
    if (refusal) conflict(refusal);
    await audited(tx, actor, { entity: 'client', action: 'delete', clientId: id, id, before }, async () => {
      await tx.delete(clients).where(eq(clients.id, id));
    });
  });
}
