import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients, establishments } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import type { Actor } from '../scope/actor.ts';
import { conflict, fieldError, forbidden } from '../common/domain-errors.ts';
import { USER_ERRORS } from './queries.ts';

type Assignment = { clientId: string | null; establishmentId: string | null };

/**
 * Decides the client and establishment of a created or edited user within
 * what the caller may grant: an ADMIN any client; anyone else only its own.
 */
export async function resolveAssignment(
  db: Database,
  actor: Actor,
  requested: { clientId?: string | null | undefined; establishmentId?: string | null | undefined },
  current: Assignment,
  roles: readonly string[],
): Promise<Assignment> {
  let clientId = requested.clientId !== undefined ? requested.clientId : current.clientId;
  const establishmentId = requested.establishmentId !== undefined ? requested.establishmentId : current.establishmentId;
  if (!actor.isAdmin) {
    if (requested.clientId !== undefined && requested.clientId !== actor.clientId) forbidden(USER_ERRORS.otherClient);
    clientId = actor.clientId;
  }
  if (establishmentId) {
    const [found] = await db
      .select({ clientId: establishments.clientId })
      .from(establishments)
      .where(eq(establishments.id, establishmentId));
    if (!found || (clientId && found.clientId !== clientId))
      fieldError('establishmentId', USER_ERRORS.establishmentNotFound);
    if (!actor.isAdmin) {
      const scope = await actor.getScope();
      const isVisible =
        scope.kind === 'all' ||
        (scope.kind === 'client' && scope.clientId === found.clientId) ||
        (scope.kind === 'establishments' && scope.establishmentIds.includes(establishmentId));
      if (!isVisible) fieldError('establishmentId', USER_ERRORS.establishmentNotFound);
    }
    clientId ??= found.clientId;
  }
  if (clientId && requested.clientId !== undefined && actor.isAdmin) {
    const [found] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (!found) fieldError('clientId', USER_ERRORS.clientNotFound);
  }
  if (!clientId && !roles.includes('ADMIN')) fieldError('clientId', USER_ERRORS.clientRequired);
  return { clientId, establishmentId };
}

export function assertGrantable(
  actor: Actor,
  input: { roles?: readonly string[] | undefined; permissions?: readonly string[] | undefined },
) {
  if (actor.isAdmin) return;
  if (input.roles?.includes('ADMIN')) forbidden(USER_ERRORS.adminRoleOnlyByAdmin);
  if (input.permissions && input.permissions.length > 0) forbidden(USER_ERRORS.permissionsOnlyByAdmin);
}

export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

export async function assertEmailFree(db: Database, email: string, exceptId?: string) {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing && existing.id !== exceptId) conflict(USER_ERRORS.emailTaken);
}
