import type { ListResult } from '@qc/shared/common/list';
import type { Establishment, EstablishmentSort } from '@qc/shared/establishments/schemas';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import type { Actor, Scope } from '../scope/actor.ts';
import { countWhere, eqIfGiven, getOffset, toContainsPattern } from '../common/pagination.ts';
import { establishmentColumns, establishmentScopeWhere, toEstablishment, withNames } from './queries.ts';

export type EstablishmentListOptions = {
  scopes: Scope[];
  page: number;
  pageSize: number;
  search?: string | undefined;
  clientId?: string | undefined;
  legalEntityId?: string | undefined;
  sort?: EstablishmentSort | undefined;
};

const SORT_COLUMNS = { name: establishments.name, city: establishments.city, createdAt: establishments.createdAt };

/** The requested order, then the name and the id so that pages never overlap. */
function toOrderBy(sort: EstablishmentSort = 'name'): SQL[] {
  const isDescending = sort.startsWith('-');
  const column = SORT_COLUMNS[sort.replace('-', '') as keyof typeof SORT_COLUMNS];
  const order = isDescending ? desc(column) : asc(column);
  return column === establishments.name
    ? [order, asc(establishments.id)]
    : [order, asc(establishments.name), asc(establishments.id)];
}

/** Establishments inside every given scope, sorted (by name unless asked), one page and the total. */
export async function findEstablishmentsInScopes(
  db: Database,
  options: EstablishmentListOptions,
): Promise<ListResult<Establishment>> {
  const where = and(
    ...options.scopes.map(establishmentScopeWhere),
    eqIfGiven(establishments.clientId, options.clientId),
    eqIfGiven(establishments.legalEntityId, options.legalEntityId),
    options.search
      ? or(
          ilike(establishments.name, toContainsPattern(options.search)),
          ilike(establishments.city, toContainsPattern(options.search)),
        )
      : undefined,
  );
  // The page's ids first, from the sort's index alone, then the 50 rows and their names (a
  // "deferred join"): the joins no longer run for every row an OFFSET skips. The last of 200
  // pages took 27 ms to join and sort 10,000 rows, 1.5 ms this way (ADR 031).
  const page = db
    .select({ id: establishments.id })
    .from(establishments)
    .where(where)
    .orderBy(...toOrderBy(options.sort))
    .limit(options.pageSize)
    .offset(getOffset(options))
    .as('page');
  const [rows, [totalRow]] = await Promise.all([
    withNames(
      db.select(establishmentColumns).from(page).innerJoin(establishments, eq(establishments.id, page.id)).$dynamic(),
    ).orderBy(...toOrderBy(options.sort)),
    countWhere(db, establishments, where),
  ]);
  return { items: rows.map(toEstablishment), total: totalRow?.total ?? 0 };
}

/** GET /establishments (SPEC §7): the establishments of the caller's scope. */
export async function listEstablishments(
  db: Database,
  actor: Actor,
  input: Omit<EstablishmentListOptions, 'scopes'>,
): Promise<ListResult<Establishment>> {
  return findEstablishmentsInScopes(db, { ...input, scopes: [await actor.getScope()] });
}
