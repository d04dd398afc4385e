import type { Establishment } from '@qc/shared/establishments/schemas';
import type { EstablishmentCategory } from '@qc/shared/enums';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { clients, establishments, legalEntities } from '../db/schema.ts';
import type { Scope } from '../scope/actor.ts';
import { toIso } from '../common/pagination.ts';

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
    createdAt: toIso(e.createdAt),
    updatedAt: toIso(e.updatedAt),
  };
}

/** The `where` that keeps an establishment query inside a scope (DESIGN §3). */
export function establishmentScopeWhere(scope: Scope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'client':
      return eq(establishments.clientId, scope.clientId);
    case 'establishments':
      return scope.establishmentIds.length > 0 ? inArray(establishments.id, scope.establishmentIds) : sql`false`;
  }
}
