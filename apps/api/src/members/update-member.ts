import type { EffectiveMember, MemberUpdateInput } from '@qc/shared/members/schemas';
import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
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
    await audited(
      tx,
      actor,
      { entity: 'effective-member', action: 'update', clientId: before.clientId, id, before },
      async () => (await tx.update(effectiveMembers).set(changes).where(eq(effectiveMembers.id, id)).returning())[0],
    );
  });
  return getMemberById(db, id);
}
