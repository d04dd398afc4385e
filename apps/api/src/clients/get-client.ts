import type { Client } from '@qc/shared/clients/schemas';
import type { Database } from '../db/client.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { CLIENT_ERRORS, findClientRowInScope, toClients } from './queries.ts';

export async function getClient(db: Database, actor: Actor, id: string): Promise<Client> {
  const row = await findClientRowInScope(db, actor, id);
  if (!row) notFound(CLIENT_ERRORS.notFound);
  const [client] = await toClients(db, actor, [row]);
  return client!;
}
