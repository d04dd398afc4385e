import { type Agreement } from '@qc/shared/agreements/schemas';
import type { Database } from '../db/client.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { AGREEMENT_ERRORS, findAgreementRowInScope, toAgreement } from './queries.ts';

export async function getAgreement(db: Database, actor: Actor, id: string): Promise<Agreement> {
  const row = await findAgreementRowInScope(db, actor, id);
  if (!row) notFound(AGREEMENT_ERRORS.notFound);
  return toAgreement(row);
}
