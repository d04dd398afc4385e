import type { EffectiveMember, MemberUpdateInput } from '@qc/shared/members/schemas';
import { auditedUpdate } from '../audit/audit.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers } from '../db/schema-members.ts';
import type { Actor } from '../scope/actor.ts';
import { assertUserAssignable, assertUserLinkChange, findMemberRowInScope, MEMBER_ERRORS } from './member-rules.ts';
import { getMemberById } from './queries.ts';

export async function updateMember(db: Database, actor: Actor, input: MemberUpdateInput): Promise<EffectiveMember> {
  const { id, clientId: _clientId, ...changes } = input;
  const scope = await actor.getScope();
  await db.transaction(async (tx) => {
    const before = await findMemberRowInScope(tx, scope, id, 'update');
    if (!before) notFound(MEMBER_ERRORS.notFound);
    if (changes.userId !== undefined) await assertUserLinkChange(tx, actor, scope, before, changes.userId);
    if (changes.userId) await assertUserAssignable(tx, before.clientId, changes.userId, id);
    const change = { entity: 'effective-member', clientId: before.clientId, id, before };
    await auditedUpdate(tx, actor, change, effectiveMembers, changes);
  });
  return getMemberById(db, id);
}
