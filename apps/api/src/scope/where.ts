import { and, eq, exists, inArray, notExists, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { clients, establishments, legalEntities } from '../db/schema.ts';
import { effectiveMembers, establishmentMembers } from '../db/schema-members.ts';
import { user } from '../db/schema-auth.ts';
import { scopeWithoutLinks, type Actor, type Scope } from './actor.ts';

/**
 * The `where` clauses that keep each administration query inside the
 * caller's scope (DESIGN §3). They go into the query itself: a forgotten
 * check returns nothing instead of leaking.
 */

/**
 * The clause of each kind of scope: everything for `all`, the client's rows, the rows of the establishments
 * listed (none when the list is empty).
 */
export function byScope(
  scope: Scope,
  clauses: { client: (clientId: string) => SQL; establishments: (establishmentIds: string[]) => SQL },
): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'client':
      return clauses.client(scope.clientId);
    case 'establishments':
      return scope.establishmentIds.length > 0 ? clauses.establishments(scope.establishmentIds) : sql`false`;
  }
}

/** Clients: ADMIN all, CLIENT_MASTER its own, DIRECTOR and COLLABORATOR read their own. */
export function clientScopeWhere(scope: Scope): SQL {
  if (scope.kind === 'all') return sql`true`;
  return scope.clientId ? eq(clients.id, scope.clientId) : sql`false`;
}

/** Legal entities: those of the client, or those of the establishments in scope. */
export function legalEntityScopeWhere(scope: Scope): SQL {
  return byScope(scope, {
    client: (clientId) => eq(legalEntities.clientId, clientId),
    establishments: (ids) =>
      inArray(
        legalEntities.id,
        sql`(select ${establishments.legalEntityId} from ${establishments} where ${inArray(establishments.id, ids)})`,
      ),
  });
}

/**
 * Effective members: ADMIN all, CLIENT_MASTER its client's; a DIRECTOR the
 * members of its client linked to one of its establishments, plus those of
 * its client linked to none yet (so a member it just created can be linked).
 */
export function memberScopeWhere(scope: Scope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'client':
      return eq(effectiveMembers.clientId, scope.clientId);
    case 'establishments': {
      if (!scope.clientId) return sql`false`;
      const linkOf = (extra?: SQL) => and(eq(establishmentMembers.effectiveMemberId, effectiveMembers.id), extra);
      const linkedInScope =
        scope.establishmentIds.length > 0
          ? exists(
              sql`(select 1 from ${establishmentMembers} where ${linkOf(inArray(establishmentMembers.establishmentId, scope.establishmentIds))})`,
            )
          : sql`false`;
      const unlinked = notExists(sql`(select 1 from ${establishmentMembers} where ${linkOf()})`);
      return and(eq(effectiveMembers.clientId, scope.clientId), or(linkedInScope, unlinked)) as SQL;
    }
  }
}

/** `findLinkedEstablishmentIds` (scope/actor.ts) as a subquery: the same two kinds of link, read by the statement. */
function linkedEstablishmentsSql(userId: SQLWrapper): SQL {
  return sql`(select ${user.establishmentId} from ${user}
               where ${user.id} = ${userId} and ${user.establishmentId} is not null
              union
              select ${establishmentMembers.establishmentId} from ${establishmentMembers}
               inner join ${effectiveMembers} on ${effectiveMembers.id} = ${establishmentMembers.effectiveMemberId}
               where ${effectiveMembers.userId} = ${userId})`;
}

/**
 * In a raw statement over `"user" u`: the user is linked to the establishment `establishmentId` (a column or a value)
 * by her own establishment or by a member record of hers linked to it, the links that put it in her scope (DESIGN §3).
 * Who is told of an establishment's deadlines, or may be given its questions.
 */
export function userLinkedToSql(establishmentId: SQL | string): SQL {
  return sql`(u.establishment_id = ${establishmentId}
    or exists (select 1 from establishment_members em
                 join effective_members em_m on em_m.id = em.effective_member_id
                where em.establishment_id = ${establishmentId} and em_m.user_id = u.id))`;
}

/**
 * How `establishmentInScopeSql` reads a caller's scope: everything (ADMIN), her client's establishments
 * (CLIENT_MASTER), or the establishments she is linked to (DIRECTOR, COLLABORATOR). The SQL depends on the kind
 * alone, the client or the user is its one parameter: a prepared statement per kind serves every caller.
 */
export type InScopeRule = { kind: 'all' | 'client' | 'linked'; value: string | null };

export function inScopeRuleOf(actor: Actor): InScopeRule {
  const known = scopeWithoutLinks(actor);
  if (known?.kind === 'all') return { kind: 'all', value: null };
  if (known?.kind === 'client') return { kind: 'client', value: known.clientId };
  return { kind: 'linked', value: actor.id };
}

/**
 * Issue 33 item 2: `establishmentScopeWhere(await actor.getScope())` without the statement that loads a DIRECTOR's
 * or COLLABORATOR's links: those links are read inside the caller's own statement, by the same rule. For a hot
 * path that sends one statement (the answer save); every other query keeps the scope loaded once per request.
 * `value` is the placeholder a prepared statement fills with the rule's client or user.
 */
export function establishmentInScopeSql(kind: InScopeRule['kind'], value: SQLWrapper): SQL {
  switch (kind) {
    case 'all':
      return sql`true`;
    case 'client':
      return sql`${establishments.clientId} = ${value}`;
    case 'linked':
      return sql`${establishments.id} in ${linkedEstablishmentsSql(value)}`;
  }
}
