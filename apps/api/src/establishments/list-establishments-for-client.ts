import type { ListResult } from '@qc/shared/common/list';
import type { Establishment } from '@qc/shared/establishments/schemas';
import { CLIENT_ERRORS, findClientRowInScope } from '../clients/queries.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findEstablishmentsInScopes, type EstablishmentListOptions } from './list-establishments.ts';

/** GET /clients/{clientId}/establishments (SPEC §7): 404 for a client outside the caller's scope, then its list. */
export async function listEstablishmentsForClient(
  db: Database,
  actor: Actor,
  input: Omit<EstablishmentListOptions, 'scopes'> & { clientId: string },
): Promise<ListResult<Establishment>> {
  const client = await findClientRowInScope(db, actor, input.clientId);
  if (!client) notFound(CLIENT_ERRORS.notFound);
  return findEstablishmentsInScopes(db, { ...input, scopes: [await actor.getScope()] });
}
