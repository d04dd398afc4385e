import type { Establishment } from '@qc/shared/establishments/schemas';
import type { EstablishmentCategory } from '@qc/shared/enums';
import type {
  EssmsSector,
  ManagerType,
  Practice,
  RegulatoryProfile,
  StructureType,
} from '@qc/shared/establishments/profile';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { clients, establishments, legalEntities } from '../db/schema.ts';
import type { Actor, Scope } from '../scope/actor.ts';
import { byScope } from '../scope/where.ts';
import { toIso } from '../common/dates.ts';
import { firstOrNotFound } from '../common/domain-errors.ts';
import { lockedOrNotFound, type Transaction } from '../common/transaction.ts';

export const ESTABLISHMENT_ERRORS = {
  notFound: 'Établissement introuvable',
  legalEntityNotFound: 'Entité légale introuvable',
  legalEntityOfOtherClient: "L'entité légale doit appartenir au client de l'établissement",
} as const;

/** The selection of an establishment with its always-current client and legal entity names. */
export const establishmentColumns = {
  establishment: establishments,
  clientName: clients.name,
  legalEntityName: legalEntities.name,
};

export type EstablishmentRow = {
  establishment: typeof establishments.$inferSelect;
  clientName: string;
  legalEntityName: string;
};

export function toEstablishment(row: EstablishmentRow): Establishment {
  const e = row.establishment;
  return {
    id: e.id,
    clientId: e.clientId,
    clientName: row.clientName,
    legalEntityId: e.legalEntityId,
    legalEntityName: row.legalEntityName,
    name: e.name,
    address: e.address,
    phoneNumber: e.phoneNumber,
    postalCode: e.postalCode,
    city: e.city,
    siret: e.siret,
    raisonSocialeOfTheManager: e.raisonSocialeOfTheManager,
    modalityOfTarification: e.modalityOfTarification,
    lastAssembly: e.lastAssembly,
    category: (e.category as EstablishmentCategory | null) ?? null,
    capacity: e.capacity,
    ...toProfileFields(e),
    createdAt: toIso(e.createdAt),
    updatedAt: toIso(e.updatedAt),
  };
}

/** The regulatory profile columns of a row, typed (issue 26). */
export function toProfileFields(e: typeof establishments.$inferSelect) {
  return {
    structureType: e.structureType as StructureType | null,
    authorisationRequestedOn: e.authorisationRequestedOn,
    premisesProjectOn: e.premisesProjectOn,
    managerType: e.managerType as ManagerType | null,
    denseZone: e.denseZone,
    practices: e.practices as Practice[] | null,
    essmsSector: e.essmsSector as EssmsSector | null,
    residential: e.residential,
  };
}

/** The profile the applicability rules read (issue 26). */
export function toRegulatoryProfile(e: typeof establishments.$inferSelect): RegulatoryProfile {
  return {
    ...toProfileFields(e),
    capacity: e.capacity,
    category: (e.category as EstablishmentCategory | null) ?? null,
  };
}

/** The `where` that keeps an establishment query inside a scope (DESIGN §3). */
/** The establishment in the caller's scope, locked for the write; else 404. */
export function lockEstablishment(tx: Transaction, scope: Scope, id: string) {
  const inScope = and(eq(establishments.id, id), establishmentScopeWhere(scope));
  return lockedOrNotFound(tx.select().from(establishments).where(inScope), ESTABLISHMENT_ERRORS.notFound);
}

export function establishmentScopeWhere(scope: Scope): SQL {
  return byScope(scope, {
    client: (clientId) => eq(establishments.clientId, clientId),
    establishments: (ids) => inArray(establishments.id, ids),
  });
}

/**
 * The one join every read of establishments makes: its client's and legal entity's names, always
 * current. On a dynamic select of `establishmentColumns` (from the table, or from a page of ids).
 */
export function withNames<T extends PgSelect>(query: T) {
  return query
    .innerJoin(clients, eq(clients.id, establishments.clientId))
    .innerJoin(legalEntities, eq(legalEntities.id, establishments.legalEntityId));
}

export function selectEstablishments(db: Database | Transaction) {
  return withNames(db.select(establishmentColumns).from(establishments).$dynamic());
}

/** An establishment just written, read back with its names. */
export async function findEstablishmentById(db: Database, id: string): Promise<Establishment> {
  const [row] = await selectEstablishments(db).where(eq(establishments.id, id));
  return toEstablishment(row!);
}

/**
 * The establishment if the caller belongs to it (its director or collaborator) or to its group (CLIENT_MASTER);
 * else 404, as an unknown id: what a feature of one establishment (obligations, projet d'évaluation) starts from.
 */
export async function findScopedEstablishment(
  db: Pick<Database, 'select'> | Transaction,
  actor: Actor,
  establishmentId: string,
) {
  return firstOrNotFound(
    db
      .select({
        id: establishments.id,
        clientId: establishments.clientId,
        name: establishments.name,
        category: establishments.category,
      })
      .from(establishments)
      .where(and(eq(establishments.id, establishmentId), establishmentScopeWhere(await actor.getScope()))),
    ESTABLISHMENT_ERRORS.notFound,
  );
}
