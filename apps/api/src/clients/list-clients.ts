import type { Client, ClientListQuery } from '@qc/shared/clients/schemas';
import type { ListResult } from '@qc/shared/common/list';
import { and, asc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients } from '../db/schema.ts';
import { countWhere, readPage, searchWhere } from '../common/pagination.ts';
import type { Actor } from '../scope/actor.ts';
import { clientScopeWhere } from '../scope/where.ts';
import { toClients } from './queries.ts';

export async function listClients(db: Database, actor: Actor, input: ClientListQuery): Promise<ListResult<Client>> {
  const scope = await actor.getScope();
  const where = and(clientScopeWhere(scope), searchWhere(input.search, clients.name, clients.email));
  const { rows, total } = await readPage(
    db.select().from(clients).where(where).orderBy(asc(clients.name), asc(clients.id)),
    countWhere(db, clients, where),
    input,
  );
  return { items: await toClients(db, actor, rows), total };
}
