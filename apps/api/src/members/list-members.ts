import type { ListResult } from '@qc/shared/common/list';
import type { EffectiveMember, MemberListQuery } from '@qc/shared/members/schemas';
import { and, asc } from 'drizzle-orm';
import { countWhere, eqIfGiven, readPage, searchWhere } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers } from '../db/schema-members.ts';
import type { Actor } from '../scope/actor.ts';
import { memberScopeWhere } from '../scope/where.ts';
import { selectMembers, toMember } from './queries.ts';

/** The client's directory (GET /members/effective), filtered by clientId and a search on names. */
export async function listMembers(
  db: Database,
  actor: Actor,
  input: MemberListQuery,
): Promise<ListResult<EffectiveMember>> {
  const scope = await actor.getScope();
  const where = and(
    memberScopeWhere(scope),
    eqIfGiven(effectiveMembers.clientId, input.clientId),
    searchWhere(input.search, effectiveMembers.firstName, effectiveMembers.lastName),
  );
  const { rows, total } = await readPage(
    selectMembers(db)
      .where(where)
      .orderBy(asc(effectiveMembers.lastName), asc(effectiveMembers.firstName), asc(effectiveMembers.id)),
    countWhere(db, effectiveMembers, where),
    input,
  );
  return { items: rows.map(toMember), total };
}
