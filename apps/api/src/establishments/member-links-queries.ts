/** What the establishment team operations (list, add, remove a member link) share. */
import type { EstablishmentMemberLink } from '@qc/shared/establishments/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { effectiveMembers, establishmentMembers } from '../db/schema-members.ts';
import { user } from '../db/schema-auth.ts';
import { notFound } from '../common/domain-errors.ts';
import { memberColumns, toMember } from '../members/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { findEstablishmentInScope } from './get-establishment.ts';
import { ESTABLISHMENT_ERRORS } from './queries.ts';

export const MEMBER_LINK_ERRORS = {
  memberNotFound: 'Membre introuvable',
  alreadyLinked: 'Ce membre est déjà rattaché à cet établissement',
  notLinked: "Ce membre n'est pas rattaché à cet établissement",
  responsibleOfOpenActions: (total: number) =>
    `Impossible de retirer ce membre de l'équipe : il est responsable de ${total} ${
      total === 1 ? 'action en cours' : 'actions en cours'
    }`,
} as const;

/** An action still to do: its responsible must stay in the team (DESIGN §6). */
export const OPEN_ACTION_STATUSES = ['TODO', 'IN_PROGRESS'];

export function selectLinks(db: Database) {
  return db
    .select({ link: establishmentMembers, ...memberColumns })
    .from(establishmentMembers)
    .innerJoin(effectiveMembers, eq(effectiveMembers.id, establishmentMembers.effectiveMemberId))
    .leftJoin(user, eq(user.id, effectiveMembers.userId));
}

type LinkRow = Awaited<ReturnType<ReturnType<typeof selectLinks>['execute']>>[number];

export function toLink(row: LinkRow): EstablishmentMemberLink {
  return {
    id: row.link.id,
    establishmentId: row.link.establishmentId,
    effectiveMemberId: row.link.effectiveMemberId,
    effectiveMember: toMember(row),
  };
}

export async function requireEstablishment(db: Database, actor: Actor, establishmentId: string) {
  const establishment = await findEstablishmentInScope(db, actor, establishmentId);
  if (!establishment) notFound(ESTABLISHMENT_ERRORS.notFound);
  return establishment;
}
