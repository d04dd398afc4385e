import { type Agreement, type AgreementListQuery } from '@qc/shared/agreements/schemas';
import type { ListResult } from '@qc/shared/common/list';
import type { Database } from '../db/client.ts';
import { findEstablishmentInScope } from '../establishments/get-establishment.ts';
import { ESTABLISHMENT_ERRORS } from '../establishments/queries.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { listAgreements } from './list-agreements.ts';

/** GET /establishments/{establishmentId}/agreements: 404 unless the establishment is in scope. */
export async function listAgreementsOfEstablishment(
  db: Database,
  actor: Actor,
  input: AgreementListQuery & { establishmentId: string },
): Promise<ListResult<Agreement>> {
  const establishment = await findEstablishmentInScope(db, actor, input.establishmentId);
  if (!establishment) notFound(ESTABLISHMENT_ERRORS.notFound);
  return listAgreements(db, actor, input);
}
