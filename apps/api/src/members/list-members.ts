import type { ListResult } from '@qc/shared/common/list';
import type { EffectiveMember, MemberListQuery } from '@qc/shared/members/schemas';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { getOffset, toContainsPattern } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers } from '../db/schema.ts';
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
  const pattern = input.search ? toContainsPattern(input.search) : null;
  const where = and(
    memberScopeWhere(scope),
    input.clientId ? eq(effectiveMembers.clientId, input.clientId) : undefined,
    pattern
      ? (or(ilike(effectiveMembers.firstName, pattern), ilike(effectiveMembers.lastName, pattern)) as SQL)
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    selectMembers(db)
      .where(where)
      .orderBy(asc(effectiveMembers.lastName), asc(effectiveMembers.firstName), asc(effectiveMembers.id))
      .limit(input.pageSize)
      .offset(getOffset(input)),
    db.select({ total: count() }).from(effectiveMembers).where(where),
  ]);
  return { items: rows.map(toMember), total: totalRow?.total ?? 0 };
}
