import type { ListResult } from '@qc/shared/common/list';
import type { ManagementType } from '@qc/shared/enums';
import type {
  LegalEntity,
  LegalEntityCreateInput,
  LegalEntityListQuery,
  LegalEntityUpdateInput,
} from '@qc/shared/legal-entities/schemas';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients, establishments, legalEntities } from '../db/schema.ts';
import { audited } from '../audit/audit.ts';
import { lockedOrNotFound, type Transaction } from '../common/transaction.ts';
import { isForeignKeyViolation, rethrowConstraint } from '../common/database-errors.ts';
import { countRows, DEPENDANT_NAMES, describeDependants } from '../common/dependants.ts';
import { readPage, searchWhere, toIso } from '../common/pagination.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { conflict, notFound } from '../common/domain-errors.ts';
import type { Actor, Scope } from '../scope/actor.ts';
import { clientScopeWhere, legalEntityScopeWhere } from '../scope/where.ts';
import { CLIENT_ERRORS } from '../clients/service.ts';

export const LEGAL_ENTITY_ERRORS = {
  notFound: 'Entité légale introuvable',
  stillUsed: 'Impossible de supprimer cette entité légale : des établissements y sont rattachés',
} as const;

type LegalEntityRow = { legalEntity: typeof legalEntities.$inferSelect; clientName: string };

const legalEntityColumns = { legalEntity: legalEntities, clientName: clients.name };

function selectLegalEntities(db: Database) {
  return db.select(legalEntityColumns).from(legalEntities).innerJoin(clients, eq(clients.id, legalEntities.clientId));
}

/** Adds the ids of the establishments the caller may see. */
async function toLegalEntities(db: Database, actor: Actor, rows: LegalEntityRow[]): Promise<LegalEntity[]> {
  if (rows.length === 0) return [];
  const scope = await actor.getScope();
  const establishmentRows = await db
    .select({ id: establishments.id, legalEntityId: establishments.legalEntityId })
    .from(establishments)
    .where(
      and(
        inArray(
          establishments.legalEntityId,
          rows.map((row) => row.legalEntity.id),
        ),
        establishmentScopeWhere(scope),
      ),
    )
    .orderBy(asc(establishments.name), asc(establishments.id));
  return rows.map(({ legalEntity: e, clientName }) => ({
    id: e.id,
    clientId: e.clientId,
    clientName,
    name: e.name,
    addressLine: e.addressLine,
    city: e.city,
    postalCode: e.postalCode,
    email: e.email,
    siren: e.siren,
    managementType: e.managementType as ManagementType,
    establishments: establishmentRows.filter((row) => row.legalEntityId === e.id).map((row) => row.id),
    createdAt: toIso(e.createdAt),
    updatedAt: toIso(e.updatedAt),
  }));
}

export async function findLegalEntityInScope(db: Database, actor: Actor, id: string) {
  const scope = await actor.getScope();
  const [row] = await db
    .select()
    .from(legalEntities)
    .where(and(eq(legalEntities.id, id), legalEntityScopeWhere(scope)));
  return row ?? null;
}

export async function getLegalEntity(db: Database, actor: Actor, id: string): Promise<LegalEntity> {
  const scope = await actor.getScope();
  const [row] = await selectLegalEntities(db).where(and(eq(legalEntities.id, id), legalEntityScopeWhere(scope)));
  if (!row) notFound(LEGAL_ENTITY_ERRORS.notFound);
  const [legalEntity] = await toLegalEntities(db, actor, [row]);
  return legalEntity!;
}

export async function listLegalEntities(
  db: Database,
  actor: Actor,
  input: LegalEntityListQuery,
): Promise<ListResult<LegalEntity>> {
  const scope = await actor.getScope();
  const where = and(
    legalEntityScopeWhere(scope),
    input.clientId ? eq(legalEntities.clientId, input.clientId) : undefined,
    searchWhere(input.search, legalEntities.name, legalEntities.city, legalEntities.siren),
  );
  const { rows, total } = await readPage(
    selectLegalEntities(db).where(where).orderBy(asc(legalEntities.name), asc(legalEntities.id)),
    db.select({ total: count() }).from(legalEntities).where(where),
    input,
  );
  return { items: await toLegalEntities(db, actor, rows), total };
}

/** GET /clients/{clientId}/legal-entities: 404 unless the client is in scope. */
export async function listLegalEntitiesOfClient(
  db: Database,
  actor: Actor,
  input: LegalEntityListQuery & { clientId: string },
): Promise<ListResult<LegalEntity>> {
  const scope = await actor.getScope();
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, input.clientId), clientScopeWhere(scope)));
  if (!client) notFound(CLIENT_ERRORS.notFound);
  return listLegalEntities(db, actor, input);
}

async function getById(db: Database, actor: Actor, id: string): Promise<LegalEntity> {
  const [row] = await selectLegalEntities(db).where(eq(legalEntities.id, id));
  const [legalEntity] = await toLegalEntities(db, actor, [row!]);
  return legalEntity!;
}

export async function createLegalEntity(
  db: Database,
  actor: Actor,
  input: LegalEntityCreateInput,
): Promise<LegalEntity> {
  const scope = await actor.getScope();
  const id = await db
    .transaction(async (tx) => {
      // Only whoever manages the whole client adds to it: a DIRECTOR's read access to its client is not enough.
      if (scope.kind === 'establishments') notFound(CLIENT_ERRORS.notFound);
      const [client] = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, input.clientId), clientScopeWhere(scope)))
        // A client deleted meanwhile waits for this creation, or has gone first: 404, never a foreign key 500.
        .for('share');
      if (!client) notFound(CLIENT_ERRORS.notFound);
      const row = await audited(
        tx,
        actor,
        { entity: 'legal-entity', action: 'create', clientId: (row) => row.clientId },
        async () => (await tx.insert(legalEntities).values(input).returning())[0],
      );
      return row!.id;
    })
    .catch((error: unknown) => rethrowConstraint(error, { foreignKey: CLIENT_ERRORS.notFound }));
  return getById(db, actor, id);
}

/** The legal entity in the caller's scope, locked for the write; else 404. */
function lockLegalEntity(tx: Transaction, scope: Scope, id: string) {
  const inScope = and(eq(legalEntities.id, id), legalEntityScopeWhere(scope));
  return lockedOrNotFound(tx.select().from(legalEntities).where(inScope), LEGAL_ENTITY_ERRORS.notFound);
}

export async function updateLegalEntity(
  db: Database,
  actor: Actor,
  input: LegalEntityUpdateInput,
): Promise<LegalEntity> {
  const scope = await actor.getScope();
  const { id, clientId: _clientId, ...changes } = input;
  await db.transaction(async (tx) => {
    const before = await lockLegalEntity(tx, scope, id);
    await audited(
      tx,
      actor,
      { entity: 'legal-entity', action: 'update', clientId: before.clientId, id, before },
      async () => (await tx.update(legalEntities).set(changes).where(eq(legalEntities.id, id)).returning())[0],
    );
  });
  return getById(db, actor, id);
}

export async function deleteLegalEntity(db: Database, actor: Actor, id: string): Promise<void> {
  const scope = await actor.getScope();
  await db.transaction(async (tx) => {
    const before = await lockLegalEntity(tx, scope, id);
    const refusal = describeDependants('cette entité légale', [
      {
        count: await countRows(tx, establishments, eq(establishments.legalEntityId, id)),
        ...DEPENDANT_NAMES.establishment,
      },
    ]);
    if (refusal) conflict(refusal);
    // An establishment written without the share lock of createEstablishment would still be caught by the key: a 409, not a 500.
    await audited(
      tx,
      actor,
      { entity: 'legal-entity', action: 'delete', clientId: before.clientId, id, before },
      async () => {
        await tx
          .delete(legalEntities)
          .where(eq(legalEntities.id, id))
          .catch((error: unknown) => {
            if (isForeignKeyViolation(error)) conflict(LEGAL_ENTITY_ERRORS.stillUsed);
            throw error;
          });
      },
    );
  });
}
