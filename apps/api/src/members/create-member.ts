import type { EffectiveMember, MemberCreateInput } from '@qc/shared/members/schemas';
import { and, eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { CLIENT_ERRORS } from '../clients/queries.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { clients } from '../db/schema.ts';
import { effectiveMembers } from '../db/schema-members.ts';
import type { Actor } from '../scope/actor.ts';
import { clientScopeWhere } from '../scope/where.ts';
import { assertUserAssignable, assertUserLinkChange } from './member-rules.ts';
import { getMemberById } from './queries.ts';

export async function createMember(db: Database, actor: Actor, input: MemberCreateInput): Promise<EffectiveMember> {
  const scope = await actor.getScope();
  const id = await db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, input.clientId), clientScopeWhere(scope)));
    if (!client) notFound(CLIENT_ERRORS.notFound);
    await assertUserLinkChange(tx, actor, scope, { id: null, clientId: client.id, userId: null }, input.userId ?? null);
    if (input.userId) await assertUserAssignable(tx, client.id, input.userId);
    const audit = {
      entity: 'effective-member',
      action: 'create',
      clientId: (row: { clientId: string }) => row.clientId,
    } as const;
    const created = await audited(tx, actor, audit, async () => {
      const [row] = await tx
        .insert(effectiveMembers)
        .values({ ...input, userId: input.userId ?? null, qualifications: input.qualifications ?? null })
        .returning();
      return row!;
    });
    return created.id;
  });
  return getMemberById(db, id);
}
