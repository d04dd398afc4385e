import { type Agreement, type AgreementUpdateInput } from '@qc/shared/agreements/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { agreements } from '../db/schema.ts';
import { auditedUpdate } from '../audit/audit.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { checkPeriod } from './queries.ts';
import { AGREEMENT_ERRORS, findAgreementRowInScope, getById } from './queries.ts';

export async function updateAgreement(db: Database, actor: Actor, input: AgreementUpdateInput): Promise<Agreement> {
  const { id, establishmentId: _establishmentId, ...fields } = input;
  const scoped = await findAgreementRowInScope(db, actor, id);
  if (!scoped) notFound(AGREEMENT_ERRORS.notFound);
  // A cleared request date falls back to today: the column is required.
  const changes = { ...fields, ...(fields.requestDate === null ? { requestDate: getParisToday() } : {}) };
  return db.transaction(async (tx) => {
    // Locked and read again: a deletion that committed since the check above leaves nothing to update (404, not a 500).
    const [before] = await tx.select().from(agreements).where(eq(agreements.id, id)).for('update');
    if (!before) notFound(AGREEMENT_ERRORS.notFound);
    // Either date may change alone: the period is checked as this update leaves it.
    checkPeriod(
      'agreementDate' in changes ? changes.agreementDate : before.agreementDate,
      'endDate' in changes ? changes.endDate : before.endDate,
    );
    await auditedUpdate(
      tx,
      actor,
      { entity: 'agreement', clientId: scoped.clientId, id, before },
      agreements,
      changes as Partial<typeof agreements.$inferInsert>,
    );
    // Read in the same transaction: the answer is the agreement as this update left it.
    return getById(tx, id);
  });
}
