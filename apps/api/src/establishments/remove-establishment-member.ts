import { and, count, eq, inArray } from 'drizzle-orm';
import { auditedDelete } from '../audit/audit.ts';
import { conflict, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { establishmentMembers } from '../db/schema-members.ts';
import { actions } from '../db/schema-action-plans.ts';
import type { Actor } from '../scope/actor.ts';
import { MEMBER_LINK_ERRORS, OPEN_ACTION_STATUSES, requireEstablishment } from './member-links-queries.ts';

/** Unlinks a member, refused while they are responsible of an open action of this establishment. */
export async function removeEstablishmentMember(
  db: Database,
  actor: Actor,
  input: { establishmentId: string; effectiveMemberId: string },
): Promise<{ success: true }> {
  const establishment = await requireEstablishment(db, actor, input.establishmentId);
  await db.transaction(async (tx) => {
    // Locked first: an action being given this member as responsible holds the link `for share`
    // and commits before the count below, which then sees it (issue 12).
    const [before] = await tx
      .select()
      .from(establishmentMembers)
      .where(
        and(
          eq(establishmentMembers.establishmentId, establishment.id),
          eq(establishmentMembers.effectiveMemberId, input.effectiveMemberId),
        ),
      )
      .for('update');
    if (!before) notFound(MEMBER_LINK_ERRORS.notLinked);
    // Refused rather than reassigned: who takes over an action is the team's decision, not a side effect.
    const [open] = await tx
      .select({ total: count() })
      .from(actions)
      .where(
        and(
          eq(actions.establishmentId, establishment.id),
          eq(actions.responsibleId, input.effectiveMemberId),
          inArray(actions.status, OPEN_ACTION_STATUSES),
        ),
      );
    const total = open?.total ?? 0;
    if (total > 0) conflict(MEMBER_LINK_ERRORS.responsibleOfOpenActions(total));
    const change = { entity: 'establishment-member', clientId: establishment.clientId, id: before.id, before };
    await auditedDelete(tx, actor, change, establishmentMembers);
  });
  return { success: true };
}
