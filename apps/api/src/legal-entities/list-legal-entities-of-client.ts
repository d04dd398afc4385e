import type { ListResult } from '@qc/shared/common/list';
import type { LegalEntity, LegalEntityListQuery } from '@qc/shared/legal-entities/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients } from '../db/schema.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { clientScopeWhere } from '../scope/where.ts';
import { CLIENT_ERRORS } from '../clients/queries.ts';
import { listLegalEntities } from './list-legal-entities.ts';

/** GET /clients/{clientId}/legal-entities: 404 unless the client is in scope. */
export async function listLegalEntitiesOfClient(
  db: Database,
  actor: Actor,
  input: LegalEntityListQuery & { clientId: string },
): Promise<ListResult<LegalEntity>> {
  const scope = await actor.getScope();
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, input.clientId), clientScopeWhere(scope)));
  if (!client) notFound(CLIENT_ERRORS.notFound);
  return listLegalEntities(db, actor, input);
}
