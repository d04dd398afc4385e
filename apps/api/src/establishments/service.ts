import type { ListResult } from '@qc/shared/common/list';
import type { Establishment } from '@qc/shared/establishments/schemas';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients, establishments, legalEntities } from '../db/schema.ts';
import type { Scope } from '../scope/actor.ts';
import { getOffset, toContainsPattern } from '../common/pagination.ts';
import { establishmentColumns, establishmentScopeWhere, toEstablishment } from './queries.ts';

export type EstablishmentListOptions = {
  scopes: Scope[];
  page: number;
  pageSize: number;
  search?: string | undefined;
  clientId?: string | undefined;
  legalEntityId?: string | undefined;
};

/** Establishments inside every given scope, sorted by name, one page and the total. */
export async function findEstablishmentsInScopes(
  db: Database,
  options: EstablishmentListOptions,
): Promise<ListResult<Establishment>> {
  const where = and(
    ...options.scopes.map(establishmentScopeWhere),
    options.clientId ? eq(establishments.clientId, options.clientId) : undefined,
    options.legalEntityId ? eq(establishments.legalEntityId, options.legalEntityId) : undefined,
    options.search
      ? or(
          ilike(establishments.name, toContainsPattern(options.search)),
          ilike(establishments.city, toContainsPattern(options.search)),
        )
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(establishmentColumns)
      .from(establishments)
      .innerJoin(clients, eq(clients.id, establishments.clientId))
      .innerJoin(legalEntities, eq(legalEntities.id, establishments.legalEntityId))
      .where(where)
      .orderBy(asc(establishments.name), asc(establishments.id))
      .limit(options.pageSize)
      .offset(getOffset(options)),
    db.select({ total: count() }).from(establishments).where(where),
  ]);
  return { items: rows.map(toEstablishment), total: totalRow?.total ?? 0 };
}
