import type { EffectiveMember } from '@qc/shared/members/schemas';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers } from '../db/schema-members.ts';
import type { Actor } from '../scope/actor.ts';
import { memberScopeWhere } from '../scope/where.ts';
import { MEMBER_ERRORS } from './member-rules.ts';
import { selectMembers, toMember } from './queries.ts';

export async function getMember(db: Database, actor: Actor, id: string): Promise<EffectiveMember> {
  const scope = await actor.getScope();
  const [row] = await selectMembers(db).where(and(eq(effectiveMembers.id, id), memberScopeWhere(scope)));
  if (!row) notFound(MEMBER_ERRORS.notFound);
  return toMember(row);
}
