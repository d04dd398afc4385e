import type { LiveEvent } from '@qc/shared/live/schemas';
import type { Permission } from '@qc/shared/permissions';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { session, user } from '../db/schema-auth.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { notFound } from '../common/domain-errors.ts';
import type { AuthedContext } from '../orpc/base.ts';
import { assertPermission, buildActor } from '../scope/actor.ts';
import type { LiveTopic } from './live-bus.ts';

/** Publishes what the caller just changed (called once the change is committed). */
export function publishChange(
  context: AuthedContext,
  topic: LiveTopic,
  change: Pick<LiveEvent, 'type' | 'subject'>,
): Promise<void> {
  return context.deps.live.publish(topic, {
    ...change,
    byUserId: context.actor.id,
    byName: context.session.user.name,
    at: new Date().toISOString(),
  });
}

/** Whether the establishment is inside the scope the actor has now. */
async function isEstablishmentInScope(
  db: Database,
  actor: ReturnType<typeof buildActor>,
  establishmentId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: establishments.id })
    .from(establishments)
    .where(and(eq(establishments.id, establishmentId), establishmentScopeWhere(await actor.getScope())));
  return row !== undefined;
}

/** A stream of an establishment's topic is opened only with the permission and inside the caller's scope. */
export async function assertEstablishmentStream(
  db: Database,
  context: AuthedContext,
  establishmentId: string,
  permission: Permission,
): Promise<void> {
  assertPermission(context.actor, permission);
  if (!(await isEstablishmentInScope(db, context.actor, establishmentId))) notFound();
}

/** How often an idle stream checks that its reader may still read it (an event is always checked first). */
export const STREAM_RECHECK_MS = 10_000;

/**
 * Whether the session that opened a stream still gives access to the
 * establishment: the session is still there and unexpired (not signed out,
 * user not deleted), and the user as it is now (roles, permissions, links)
 * still has the permission and the establishment in its scope.
 */
async function hasStreamAccess(
  db: Database,
  sessionId: string,
  establishmentId: string,
  permission: Permission,
): Promise<boolean> {
  const [row] = await db
    .select({ user })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, new Date())));
  if (!row) return false;
  const actor = buildActor(db, row.user);
  if (!actor.permissions.has(permission)) return false;
  return isEstablishmentInScope(db, actor, establishmentId);
}

/**
 * Issue 12 item 8: a stream outlived the access it was opened with (sign-out,
 * member unlinked, user's establishment changed, user deleted). Every event is
 * delivered only after the access is checked again, and the stream also
 * checks every STREAM_RECHECK_MS while idle; once the access is gone the
 * stream ends and nothing more is sent.
 */
export async function subscribeWhileAllowed(
  context: AuthedContext,
  topic: LiveTopic,
  access: { establishmentId: string; permission: Permission },
  signal: AbortSignal | undefined,
): Promise<AsyncGenerator<LiveEvent>> {
  const db = context.deps.db;
  const sessionId = context.session.session.id;
  const stillAllowed = () =>
    // A failed check is no access: better to end a stream than to deliver past a revocation.
    hasStreamAccess(db, sessionId, access.establishmentId, access.permission).catch(() => false);

  // Ends the subscription when the client goes away or when the access is lost.
  const ended = new AbortController();
  const endWithClient = () => ended.abort(signal?.reason);
  if (signal?.aborted) endWithClient();
  signal?.addEventListener('abort', endWithClient, { once: true });
  const events = await context.deps.live.subscribe(topic, ended.signal);
  const timer = setInterval(() => {
    void stillAllowed().then((allowed) => {
      if (!allowed) ended.abort();
    });
  }, STREAM_RECHECK_MS);
  timer.unref();

  async function* guarded(): AsyncGenerator<LiveEvent> {
    try {
      for (;;) {
        const next = await events.next();
        if (next.done) return;
        if (ended.signal.aborted || !(await stillAllowed())) return;
        yield next.value;
      }
    } catch (error) {
      // The subscription was ended on purpose (client gone, access lost): the stream just closes.
      if (ended.signal.aborted) return;
      throw error;
    } finally {
      clearInterval(timer);
      signal?.removeEventListener('abort', endWithClient);
      ended.abort();
      await events.return?.(undefined);
    }
  }
  return guarded();
}
