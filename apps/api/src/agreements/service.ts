import {
  AGREEMENT_MESSAGES,
  type Agreement,
  type AgreementCreateInput,
  type AgreementListQuery,
  type AgreementUpdateInput,
} from '@qc/shared/agreements/schemas';
import type { ListResult } from '@qc/shared/common/list';
import type { Status } from '@qc/shared/enums';
import { getParisToday } from '@qc/shared/validation/dates';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { agreements, establishments } from '../db/schema.ts';
import { audited } from '../audit/audit.ts';
import { rethrowConstraint } from '../common/database-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import { readPage, searchWhere, toIso } from '../common/pagination.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { findEstablishmentInScope } from '../establishments/get-establishment.ts';
import { ESTABLISHMENT_ERRORS } from '../establishments/queries.ts';
import { fieldError, notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';

export const AGREEMENT_ERRORS = {
  notFound: 'Agrément introuvable',
} as const;

type AgreementRow = { agreement: typeof agreements.$inferSelect; establishmentName: string; clientId: string };

/** An agreement is in scope when its establishment is (joined, so the scope sits in the query). */
function selectAgreements(db: Database | Transaction) {
  return db
    .select({ agreement: agreements, establishmentName: establishments.name, clientId: establishments.clientId })
    .from(agreements)
    .innerJoin(establishments, eq(establishments.id, agreements.establishmentId));
}

function toAgreement(row: AgreementRow): Agreement {
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

async function findAgreementRowInScope(db: Database, actor: Actor, id: string) {
  const scope = await actor.getScope();
  const [row] = await selectAgreements(db).where(and(eq(agreements.id, id), establishmentScopeWhere(scope)));
  return row ?? null;
}

async function getById(db: Database | Transaction, id: string): Promise<Agreement> {
  const [row] = await selectAgreements(db).where(eq(agreements.id, id));
  // Deleted by a concurrent request since it was written: gone, as a later read would say.
  if (!row) notFound(AGREEMENT_ERRORS.notFound);
  return toAgreement(row);
}

export async function getAgreement(db: Database, actor: Actor, id: string): Promise<Agreement> {
  const row = await findAgreementRowInScope(db, actor, id);
  if (!row) notFound(AGREEMENT_ERRORS.notFound);
  return toAgreement(row);
}

/** Newest request first; search on the agreement number. */
export async function listAgreements(
  db: Database,
  actor: Actor,
  input: AgreementListQuery,
): Promise<ListResult<Agreement>> {
  const scope = await actor.getScope();
  const where = and(
    establishmentScopeWhere(scope),
    input.establishmentId ? eq(agreements.establishmentId, input.establishmentId) : undefined,
    input.status ? eq(agreements.status, input.status) : undefined,
    searchWhere(input.search, agreements.number),
  );
  const { rows, total } = await readPage(
    selectAgreements(db).where(where).orderBy(desc(agreements.requestDate), asc(agreements.id)),
    db
      .select({ total: count() })
      .from(agreements)
      .innerJoin(establishments, eq(establishments.id, agreements.establishmentId))
      .where(where),
    input,
  );
  return { items: rows.map(toAgreement), total };
}

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

/** An agreement cannot lapse before it was granted (dates are ISO days: text order is date order). */
function checkPeriod(agreementDate: string | null | undefined, endDate: string | null | undefined): void {
  if (agreementDate && endDate && endDate < agreementDate) {
    fieldError('endDate', AGREEMENT_MESSAGES.endBeforeAgreement);
  }
}

/** DESIGN §3 defaults: requestDate today (Paris), status ACTIVE. */
export async function createAgreement(db: Database, actor: Actor, input: AgreementCreateInput): Promise<Agreement> {
  const establishment = await findEstablishmentInScope(db, actor, input.establishmentId);
  if (!establishment) notFound(ESTABLISHMENT_ERRORS.notFound);
  checkPeriod(input.agreementDate, input.endDate);
  const id = await db
    .transaction(async (tx) => {
      const row = await audited(
        tx,
        actor,
        { entity: 'agreement', action: 'create', clientId: establishment.clientId },
        async () =>
          (
            await tx
              .insert(agreements)
              .values({
                establishmentId: establishment.id,
                number: input.number ?? null,
                requestDate: input.requestDate ?? getParisToday(),
                agreementDate: input.agreementDate ?? null,
                endDate: input.endDate ?? null,
                status: input.status ?? 'ACTIVE',
                metadata: input.metadata ?? null,
              })
              .returning()
          )[0],
      );
      return row!.id;
    })
    .catch((error: unknown) => rethrowConstraint(error, { foreignKey: ESTABLISHMENT_ERRORS.notFound }));
  return getById(db, id);
}

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
    await audited(
      tx,
      actor,
      { entity: 'agreement', action: 'update', clientId: scoped.clientId, id, before },
      async () =>
        (
          await tx
            .update(agreements)
            .set(changes as Partial<typeof agreements.$inferInsert>)
            .where(eq(agreements.id, id))
            .returning()
        )[0],
    );
    // Read in the same transaction: the answer is the agreement as this update left it.
    return getById(tx, id);
  });
}

export async function deleteAgreement(db: Database, actor: Actor, id: string): Promise<void> {
  const scoped = await findAgreementRowInScope(db, actor, id);
  if (!scoped) notFound(AGREEMENT_ERRORS.notFound);
  await db.transaction(async (tx) => {
    await audited(tx, actor, { entity: 'agreement', action: 'delete', clientId: scoped.clientId, id }, async () => {
      const [before] = await tx.delete(agreements).where(eq(agreements.id, id)).returning();
      if (!before) notFound(AGREEMENT_ERRORS.notFound);
      return before;
    });
  });
}
