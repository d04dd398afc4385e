import type { Client, ClientCreateInput } from '@qc/shared/clients/schemas';
import type { Database } from '../db/client.ts';
import { clients } from '../db/schema.ts';
import { audited } from '../audit/audit.ts';
import type { Actor } from '../scope/actor.ts';
import { toClients } from './queries.ts';

export async function createClient(db: Database, actor: Actor, input: ClientCreateInput): Promise<Client> {
  const created = await db.transaction(async (tx) => {
    const audit = { entity: 'client', action: 'create', clientId: (row: { id: string }) => row.id } as const;
    return audited(tx, actor, audit, async () => (await tx.insert(clients).values(input).returning())[0]!);
  });
  const [client] = await toClients(db, actor, [created]);
  return client!;
}
