import type { EstablishmentMemberLink } from '@qc/shared/establishments/schemas';
import { and, eq } from 'drizzle-orm';
import { auditedInsert } from '../audit/audit.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../common/database-errors.ts';
import { conflict, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers, establishmentMembers } from '../db/schema-members.ts';
import type { Actor } from '../scope/actor.ts';
import { memberScopeWhere } from '../scope/where.ts';
import { MEMBER_LINK_ERRORS, requireEstablishment, selectLinks, toLink } from './member-links-queries.ts';
import { ESTABLISHMENT_ERRORS } from './queries.ts';

/** Links a member of the establishment's client; twice is a 409. */
export async function addEstablishmentMember(
  db: Database,
  actor: Actor,
  input: { establishmentId: string; effectiveMemberId: string },
): Promise<EstablishmentMemberLink> {
  const establishment = await requireEstablishment(db, actor, input.establishmentId);
  const scope = await actor.getScope();
  const linkId = await db
    .transaction(async (tx) => {
      const [member] = await tx
        .select({ id: effectiveMembers.id })
        .from(effectiveMembers)
        .where(
          and(
            eq(effectiveMembers.id, input.effectiveMemberId),
            eq(effectiveMembers.clientId, establishment.clientId),
            memberScopeWhere(scope),
          ),
        )
        // A deletion of the member running now waits for this link (then refuses, 409), or went first (404).
        .for('share', { of: effectiveMembers });
      if (!member) notFound(MEMBER_LINK_ERRORS.memberNotFound);
      const [existing] = await tx
        .select({ id: establishmentMembers.id })
        .from(establishmentMembers)
        .where(
          and(
            eq(establishmentMembers.establishmentId, establishment.id),
            eq(establishmentMembers.effectiveMemberId, member.id),
          ),
        );
      if (existing) conflict(MEMBER_LINK_ERRORS.alreadyLinked);
      const link = await auditedInsert(
        tx,
        actor,
        { entity: 'establishment-member', clientId: establishment.clientId },
        establishmentMembers,
        { establishmentId: establishment.id, effectiveMemberId: member.id },
      );
      return link.id;
    })
    .catch((error: unknown) => {
      // The same link requested twice at once: the unique index answers for the second.
      if (isUniqueViolation(error)) conflict(MEMBER_LINK_ERRORS.alreadyLinked);
      // The establishment deleted meanwhile (its deletion locks it first): gone, not a 500.
      if (isForeignKeyViolation(error)) notFound(ESTABLISHMENT_ERRORS.notFound);
      throw error;
    });
  const [row] = await selectLinks(db).where(eq(establishmentMembers.id, linkId));
  return toLink(row!);
}
