import type { ManagementType } from '@qc/shared/enums';
import type { LegalEntity } from '@qc/shared/legal-entities/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients, establishments, legalEntities } from '../db/schema.ts';
import { toIso } from '../common/dates.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import type { Actor, Scope } from '../scope/actor.ts';
import { legalEntityScopeWhere } from '../scope/where.ts';
import { lockedOrNotFound, type Transaction } from '../common/transaction.ts';

export const LEGAL_ENTITY_ERRORS = {
  notFound: 'Entité légale introuvable',
  stillUsed: 'Impossible de supprimer cette entité légale : des établissements y sont rattachés',
} as const;

type LegalEntityRow = { legalEntity: typeof legalEntities.$inferSelect; clientName: string };

const legalEntityColumns = { legalEntity: legalEntities, clientName: clients.name };

export function selectLegalEntities(db: Database) {
  return db.select(legalEntityColumns).from(legalEntities).innerJoin(clients, eq(clients.id, legalEntities.clientId));
}

/** Adds the ids of the establishments the caller may see. */
export async function toLegalEntities(db: Database, actor: Actor, rows: LegalEntityRow[]): Promise<LegalEntity[]> {
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

/** The legal entity in the caller's scope, locked for the write; else 404. */
export function lockLegalEntity(tx: Transaction, scope: Scope, id: string) {
  const inScope = and(eq(legalEntities.id, id), legalEntityScopeWhere(scope));
  return lockedOrNotFound(tx.select().from(legalEntities).where(inScope), LEGAL_ENTITY_ERRORS.notFound);
}
