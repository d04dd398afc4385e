import type { ListResult } from '@qc/shared/common/list';
import type { Establishment } from '@qc/shared/establishments/schemas';
import { notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { assertPermission, buildActor, type Actor } from '../scope/actor.ts';
import { findUserInScope } from '../users/queries.ts';
import { findEstablishmentsInScopes, type EstablishmentListOptions } from './list-establishments.ts';

/**
 * GET /establishments/user/{userId} (DESIGN §3): for oneself without a permission, or for a user in the caller's
 * scope with user:read; never beyond the caller's own scope (both scopes apply).
 */
export async function listEstablishmentsForUser(
  db: Database,
  actor: Actor,
  input: Omit<EstablishmentListOptions, 'scopes'> & { userId: string },
): Promise<ListResult<Establishment>> {
  const callerScope = await actor.getScope();
  if (input.userId === actor.id) return findEstablishmentsInScopes(db, { ...input, scopes: [callerScope] });
  assertPermission(actor, 'user:read');
  const target = await findUserInScope(db, actor, input.userId);
  if (!target) notFound('Utilisateur introuvable');
  const targetScope = await buildActor(db, target).getScope();
  return findEstablishmentsInScopes(db, { ...input, scopes: [callerScope, targetScope] });
}
