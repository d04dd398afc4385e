import type { Client, ClientUpdateInput } from '@qc/shared/clients/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients } from '../db/schema.ts';
import { audited } from '../audit/audit.ts';
import type { Actor } from '../scope/actor.ts';
import { lockClient, toClients } from './queries.ts';

export async function updateClient(db: Database, actor: Actor, input: ClientUpdateInput): Promise<Client> {
  const scope = await actor.getScope();
  const { id, ...changes } = input;
  const updated = await db.transaction(async (tx) => {
    const before = await lockClient(tx, scope, id);
    return audited(tx, actor, { entity: 'client', action: 'update', clientId: id, id, before }, async () => {
      const [after] = await tx.update(clients).set(changes).where(eq(clients.id, id)).returning();
      return after!;
    });
  });
  const [client] = await toClients(db, actor, [updated]);
  return client!;
}
