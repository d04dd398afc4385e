import type { LiveEvent } from '@qc/shared/live/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { assertPermission, notFound, type AuthedContext } from '../orpc/base.ts';
import type { Permission } from '@qc/shared/permissions';
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

/** A stream of an establishment's topic is opened only with the permission and inside the caller's scope. */
export async function assertEstablishmentStream(
  db: Database,
  context: AuthedContext,
  establishmentId: string,
  permission: Permission,
): Promise<void> {
  assertPermission(context.actor, permission);
  const [row] = await db
    .select({ id: establishments.id })
    .from(establishments)
    .where(and(eq(establishments.id, establishmentId), establishmentScopeWhere(await context.actor.getScope())));
  if (!row) notFound();
}
