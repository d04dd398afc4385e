import type { ListResult } from '@qc/shared/common/list';
import type { Establishment } from '@qc/shared/establishments/schemas';
import { notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { findEstablishmentsInScopes, type EstablishmentListOptions } from '../establishments/list-establishments.ts';
import type { Actor } from '../scope/actor.ts';
import { findLegalEntityInScope, LEGAL_ENTITY_ERRORS } from './queries.ts';

/** GET /legal-entities/{id}/establishments: 404 for a legal entity outside the caller's scope, then its list. */
export async function listLegalEntityEstablishments(
  db: Database,
  actor: Actor,
  input: Omit<EstablishmentListOptions, 'scopes' | 'legalEntityId'> & { id: string },
): Promise<ListResult<Establishment>> {
  const legalEntity = await findLegalEntityInScope(db, actor, input.id);
  if (!legalEntity) notFound(LEGAL_ENTITY_ERRORS.notFound);
  const scope = await actor.getScope();
  return findEstablishmentsInScopes(db, { ...input, scopes: [scope], legalEntityId: legalEntity.id });
}
