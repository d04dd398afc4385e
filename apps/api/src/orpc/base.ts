import { implement, ORPCError, os } from '@orpc/server';
import { contract } from '@qc/shared/contract';
import { ERROR_MESSAGES } from '@qc/shared/errors';
import type { Permission } from '@qc/shared/permissions';
import { buildActor, type Actor } from '../scope/actor.ts';
import type { AuthSession } from '../auth/auth.ts';
import { getRequestSession } from '../auth/session-check.ts';
import type { BaseContext } from './context.ts';

export const pub = implement(contract).$context<BaseContext>();

export type AuthedContext = BaseContext & { session: AuthSession; actor: Actor };

/** public → authed: a session is required (401 otherwise). */
export const authed = pub.use(async ({ context, next }) => {
  // better-auth's own check for anything but a live, signed session (ADR 031: ~1 ms of CPU less per request).
  const session = await getRequestSession(context.deps.auth, context.deps.db, context.headers);
  if (!session) throw new ORPCError('UNAUTHORIZED', { message: ERROR_MESSAGES.UNAUTHORIZED });
  const actor = buildActor(context.deps.db, session.user);
  return next({ context: { session, actor } });
});

/** authed → requirePermission: the permission is checked before any scope (403 before 404). */
export function requirePermission(...permissions: Permission[]) {
  return os.$context<AuthedContext>().middleware(async ({ context, next }) => {
    assertPermission(context.actor, ...permissions);
    return next();
  });
}

export function assertPermission(actor: Actor, ...permissions: Permission[]): void {
  for (const permission of permissions) {
    if (!actor.permissions.has(permission)) {
      throw new ORPCError('FORBIDDEN', { message: ERROR_MESSAGES.FORBIDDEN });
    }
  }
}

export function notFound(message: string = ERROR_MESSAGES.NOT_FOUND): never {
  throw new ORPCError('NOT_FOUND', { message });
}

export function forbidden(message: string = ERROR_MESSAGES.FORBIDDEN): never {
  throw new ORPCError('FORBIDDEN', { message });
}

export function conflict(message: string): never {
  throw new ORPCError('CONFLICT', { message });
}

/** A 400 with one French message under a field, shaped like a validation error. */
export function fieldError(field: string, message: string): never {
  throw new ORPCError('BAD_REQUEST', {
    message,
    data: { issues: [{ path: field, message }], fieldErrors: { [field]: message } },
  });
}
