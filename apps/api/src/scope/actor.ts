import { getUserPermissions, type Permission } from '@qc/shared/permissions';
import type { Role } from '@qc/shared/enums';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { Forbidden } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers, establishmentMembers } from '../db/schema-members.ts';
import { user } from '../db/schema-auth.ts';

/**
 * DESIGN §3, the caller's scope, put in every query's `where`:
 * ADMIN everything; CLIENT_MASTER its client; DIRECTOR and COLLABORATOR the
 * establishments they are linked to (and read access to their own client).
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'client'; clientId: string }
  | { kind: 'establishments'; clientId: string | null; establishmentIds: string[] };

export type Actor = {
  id: string;
  email: string;
  roles: Role[];
  clientId: string | null;
  establishmentId: string | null;
  permissions: Set<Permission>;
  isAdmin: boolean;
  /** Loaded once per request, on first use. */
  getScope: () => Promise<Scope>;
};

type ActorSource = {
  id: string;
  email: string;
  roles?: string[] | null;
  permissions?: string[] | null;
  clientId?: string | null;
  establishmentId?: string | null;
};

export function buildActor(db: Database, source: ActorSource): Actor {
  const roles = (source.roles ?? []) as Role[];
  const isAdmin = roles.includes('ADMIN');
  let scopePromise: Promise<Scope> | null = null;
  const actor: Actor = {
    id: source.id,
    email: source.email,
    roles,
    clientId: source.clientId ?? null,
    establishmentId: source.establishmentId ?? null,
    permissions: getUserPermissions(source),
    isAdmin,
    getScope: () => (scopePromise ??= findScope(db, actor)),
  };
  return actor;
}

/** The scope when the user's row alone decides it (ADMIN, CLIENT_MASTER); null when it needs her links. */
export function scopeWithoutLinks(actor: Actor): Scope | null {
  if (actor.isAdmin) return { kind: 'all' };
  if (actor.roles.includes('CLIENT_MASTER') && actor.clientId) return { kind: 'client', clientId: actor.clientId };
  return null;
}

async function findScope(db: Database, actor: Actor): Promise<Scope> {
  return (
    scopeWithoutLinks(actor) ?? {
      kind: 'establishments',
      clientId: actor.clientId,
      establishmentIds: await findLinkedEstablishmentIds(db, actor.id),
    }
  );
}

/**
 * The establishments a user is linked to: its own establishmentId, or a member link of its effective member.
 * `linkedEstablishmentsSql` (scope/where.ts) is the same rule as a subquery: keep them together.
 */
export async function findLinkedEstablishmentIds(db: Database, userId: string): Promise<string[]> {
  const rows = await union(
    db
      .select({ id: sql<string>`${user.establishmentId}` })
      .from(user)
      .where(and(eq(user.id, userId), isNotNull(user.establishmentId))),
    db
      .select({ id: establishmentMembers.establishmentId })
      .from(establishmentMembers)
      .innerJoin(effectiveMembers, eq(effectiveMembers.id, establishmentMembers.effectiveMemberId))
      .where(eq(effectiveMembers.userId, userId)),
  );
  return rows.map((row) => row.id);
}

/** The product itself (start-up seeding): an ADMIN that is no user; its audit records read 'Système'. */
export const SYSTEM_ACTOR_ID = 'system';

export function createSystemActor(db: Database): Actor {
  return buildActor(db, { id: SYSTEM_ACTOR_ID, email: 'systeme@qualite-conformite.local', roles: ['ADMIN'] });
}

/** The user id to record as author: none for the system. */
export function getAuthorId(actor: Actor): string | null {
  return actor.id === SYSTEM_ACTOR_ID ? null : actor.id;
}

/**
 * A permission checked inside an operation: only where the permission needed
 * depends on the data (a static one belongs in PROCEDURE_PERMISSIONS, checked
 * for every call by `authed` in `orpc/base.ts`).
 */
export function assertPermission(actor: Pick<Actor, 'permissions'>, ...permissions: Permission[]): void {
  for (const permission of permissions) {
    if (!actor.permissions.has(permission)) throw new Forbidden();
  }
}
