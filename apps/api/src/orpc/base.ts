import { implement, ORPCError } from '@orpc/server';
import { contract } from '@qc/shared/contract';
import { ERROR_MESSAGES } from '@qc/shared/errors';
import { hasProcedureRule, permissionsBefore } from '@qc/shared/procedure-permissions';
import { assertPermission, buildActor, type Actor } from '../scope/actor.ts';
import type { AuthSession } from '../auth/auth.ts';
import { getRequestSession } from '../auth/session-check.ts';
import type { BaseContext } from './context.ts';

export const pub = implement(contract).$context<BaseContext>();

export type AuthedContext = BaseContext & { session: AuthSession; actor: Actor };

/**
 * public → authed: a session is required (401 otherwise), then the procedure's permissions from the one table
 * (PROCEDURE_PERMISSIONS), before its input is read and before any scope: 403 before 400 and 404.
 */
export const authed = pub.use(async ({ context, path, next }) => {
  // better-auth's own check for anything but a live, signed session (ADR 031: ~1 ms of CPU less per request).
  const session = await getRequestSession(context.deps.auth, context.deps.db, context.headers);
  if (!session) throw new ORPCError('UNAUTHORIZED', { message: ERROR_MESSAGES.UNAUTHORIZED });
  const actor = buildActor(context.deps.db, session.user);
  const procedure = path.join('.');
  // Fails closed: a procedure the table does not know is refused (typecheck already requires every one).
  if (!hasProcedureRule(procedure)) throw new ORPCError('FORBIDDEN', { message: ERROR_MESSAGES.FORBIDDEN });
  assertPermission(actor, ...permissionsBefore(procedure));
  return next({ context: { session, actor } });
});

/**
 * Kept while the services of other folders move to the transport-neutral
 * errors (issue 18): import these from `common/domain-errors.ts` and
 * `scope/actor.ts` instead.
 */
export { assertPermission } from '../scope/actor.ts';
export { conflict, fieldError, forbidden, notFound } from '../common/domain-errors.ts';
