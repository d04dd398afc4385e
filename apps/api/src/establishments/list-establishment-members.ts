import type { ListResult } from '@qc/shared/common/list';
import type { EstablishmentMemberLink } from '@qc/shared/establishments/schemas';
import { asc, eq } from 'drizzle-orm';
import { countWhere, readPage } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers, establishmentMembers } from '../db/schema-members.ts';
import type { Actor } from '../scope/actor.ts';
import { requireEstablishment, selectLinks, toLink } from './member-links-queries.ts';

/** The team of an establishment the caller sees (DESIGN §3: establishment:read). */
export async function listEstablishmentMembers(
  db: Database,
  actor: Actor,
  input: { establishmentId: string; page: number; pageSize: number },
): Promise<ListResult<EstablishmentMemberLink>> {
  const establishment = await requireEstablishment(db, actor, input.establishmentId);
  const where = eq(establishmentMembers.establishmentId, establishment.id);
  const { rows, total } = await readPage(
    selectLinks(db)
      .where(where)
      .orderBy(asc(effectiveMembers.lastName), asc(effectiveMembers.firstName), asc(establishmentMembers.id)),
    countWhere(db, establishmentMembers, where),
    input,
  );
  return { items: rows.map(toLink), total };
}
