import { type Agreement, type AgreementListQuery } from '@qc/shared/agreements/schemas';
import type { ListResult } from '@qc/shared/common/list';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { agreements, establishments } from '../db/schema.ts';
import { eqIfGiven, readPage, searchWhere } from '../common/pagination.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { selectAgreements, toAgreement } from './queries.ts';

/** Newest request first; search on the agreement number. */
export async function listAgreements(
  db: Database,
  actor: Actor,
  input: AgreementListQuery,
): Promise<ListResult<Agreement>> {
  const scope = await actor.getScope();
  const where = and(
    establishmentScopeWhere(scope),
    eqIfGiven(agreements.establishmentId, input.establishmentId),
    eqIfGiven(agreements.status, input.status),
    searchWhere(input.search, agreements.number),
  );
  const { rows, total } = await readPage(
    selectAgreements(db).where(where).orderBy(desc(agreements.requestDate), asc(agreements.id)),
    db
      .select({ total: count() })
      .from(agreements)
      .innerJoin(establishments, eq(establishments.id, agreements.establishmentId))
      .where(where),
    input,
  );
  return { items: rows.map(toAgreement), total };
}
