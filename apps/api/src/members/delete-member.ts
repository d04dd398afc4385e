import { eq } from 'drizzle-orm';
import { auditedDelete } from '../audit/audit.ts';
import { countRows } from '../common/dependants.ts';
import { conflict, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers, establishmentMembers } from '../db/schema-members.ts';
import type { Actor } from '../scope/actor.ts';
import { findMemberRowInScope, MEMBER_ERRORS } from './member-rules.ts';

/** Refused while the member is still part of an establishment's team. */
export async function deleteMember(db: Database, actor: Actor, id: string): Promise<{ success: true }> {
  const scope = await actor.getScope();
  await db.transaction(async (tx) => {
    // Locked before counting: a link being added now (it holds the member `for share`) is counted.
    const before = await findMemberRowInScope(tx, scope, id, 'update');
    if (!before) notFound(MEMBER_ERRORS.notFound);
    const total = await countRows(tx, establishmentMembers, eq(establishmentMembers.effectiveMemberId, id));
    if (total > 0) {
      conflict(
        `Impossible de supprimer ce membre : il est rattaché à ${total} ${total === 1 ? 'établissement' : 'établissements'}`,
      );
    }
    await auditedDelete(
      tx,
      actor,
      { entity: 'effective-member', clientId: before.clientId, id, before },
      effectiveMembers,
    );
  });
  return { success: true };
}
