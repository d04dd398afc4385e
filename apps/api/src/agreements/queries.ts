import { type Agreement, AGREEMENT_MESSAGES } from '@qc/shared/agreements/schemas';
import type { Status } from '@qc/shared/enums';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { agreements, establishments } from '../db/schema.ts';
import type { Transaction } from '../common/transaction.ts';
import { toIso } from '../common/dates.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { notFound, fieldError } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';

export const AGREEMENT_ERRORS = {
  notFound: 'Agrément introuvable',
} as const;

type AgreementRow = { agreement: typeof agreements.$inferSelect; establishmentName: string; clientId: string };

/** An agreement is in scope when its establishment is (joined, so the scope sits in the query). */
export function selectAgreements(db: Database | Transaction) {
  return db
    .select({ agreement: agreements, establishmentName: establishments.name, clientId: establishments.clientId })
    .from(agreements)
    .innerJoin(establishments, eq(establishments.id, agreements.establishmentId));
}

export function toAgreement(row: AgreementRow): Agreement {
  const a = row.agreement;
  return {
    id: a.id,
    establishmentId: a.establishmentId,
    establishmentName: row.establishmentName,
    number: a.number,
    requestDate: a.requestDate,
    agreementDate: a.agreementDate,
    endDate: a.endDate,
    status: a.status as Status,
    metadata: a.metadata ?? null,
    createdAt: toIso(a.createdAt),
    updatedAt: toIso(a.updatedAt),
  };
}

export async function findAgreementRowInScope(db: Database, actor: Actor, id: string) {
  const scope = await actor.getScope();
  const [row] = await selectAgreements(db).where(and(eq(agreements.id, id), establishmentScopeWhere(scope)));
  return row ?? null;
}

export async function getById(db: Database | Transaction, id: string): Promise<Agreement> {
  const [row] = await selectAgreements(db).where(eq(agreements.id, id));
  // Deleted by a concurrent request since it was written: gone, as a later read would say.
  if (!row) notFound(AGREEMENT_ERRORS.notFound);
  return toAgreement(row);
}

/** An agreement cannot lapse before it was granted (dates are ISO days: text order is date order). */
export function checkPeriod(agreementDate: string | null | undefined, endDate: string | null | undefined): void {
  if (agreementDate && endDate && endDate < agreementDate) {
    fieldError('endDate', AGREEMENT_MESSAGES.endBeforeAgreement);
  }
}
