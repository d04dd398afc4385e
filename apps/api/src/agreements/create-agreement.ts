import { type Agreement, type AgreementCreateInput } from '@qc/shared/agreements/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import type { Database } from '../db/client.ts';
import { agreements } from '../db/schema.ts';
import { auditedInsert } from '../audit/audit.ts';
import { rethrowConstraint } from '../common/database-errors.ts';
import { findEstablishmentInScope } from '../establishments/get-establishment.ts';
import { ESTABLISHMENT_ERRORS } from '../establishments/queries.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { checkPeriod, getById } from './queries.ts';

/** DESIGN §3 defaults: requestDate today (Paris), status ACTIVE. */
export async function createAgreement(db: Database, actor: Actor, input: AgreementCreateInput): Promise<Agreement> {
  const establishment = await findEstablishmentInScope(db, actor, input.establishmentId);
  if (!establishment) notFound(ESTABLISHMENT_ERRORS.notFound);
  checkPeriod(input.agreementDate, input.endDate);
  const id = await db
    .transaction(async (tx) => {
      const row = await auditedInsert(
        tx,
        actor,
        { entity: 'agreement', clientId: establishment.clientId },
        agreements,
        {
          establishmentId: establishment.id,
          number: input.number ?? null,
          requestDate: input.requestDate ?? getParisToday(),
          agreementDate: input.agreementDate ?? null,
          endDate: input.endDate ?? null,
          status: input.status ?? 'ACTIVE',
          metadata: input.metadata ?? null,
        },
      );
      return row!.id;
    })
    .catch((error: unknown) => rethrowConstraint(error, { foreignKey: ESTABLISHMENT_ERRORS.notFound }));
  return getById(db, id);
}
