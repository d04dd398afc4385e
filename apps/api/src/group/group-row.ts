import type { GroupRow } from '@qc/shared/group/schemas';
import type { EstablishmentCategory } from '@qc/shared/enums';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';

/** An establishment with its client's and legal entity's names, as a raw SQL read returns it (snake case). */
export type RawEstablishment = {
  id: string;
  name: string;
  address: string;
  postal_code: string;
  city: string;
  category: string | null;
  client_id: string;
  client_name: string;
  legal_entity_id: string;
  legal_entity_name: string;
};

/** One row of the group view's page query, as the drivers return it. */
export type RawRow = RawEstablishment & {
  score: number | string | null;
  last_completed_at: string | Date | null;
  cells: Array<{
    categoryId: string | null;
    score: number | null;
    conformityRate: number | null;
    evaluatedForms: number;
    lastCompletedAt: string | null;
  }> | null;
  in_progress: number | string | null;
  late: number | string | null;
  campaigns_late: number | string | null;
  oldest_started_at: string | Date | null;
  actions_open: number | string | null;
  actions_overdue: number | string | null;
  documents_missing: number | string | null;
  documents_expiring: number | string | null;
  next_expiry: string | Date | null;
  establishment_documents_expiring: number | string | null;
  next_establishment_document_expiry: string | Date | null;
  obligations_late: number | string | null;
  agreement_status: 'ACTIVE' | 'INACTIVE' | null;
  agreement_number: string | null;
  agreement_date: string | Date | null;
  agreement_end_date: string | Date | null;
  total: number | string;
};

export const toNumber = (value: number | string | null | undefined): number => Number(value ?? 0);

/**
 * The total of a page of establishments, which every row carries; a page past the end still tells it: counted
 * apart (by the page's `where` on `establishments e`) only then.
 */
export async function pageTotal(
  db: Database,
  rows: Array<{ total: number | string }>,
  page: number,
  where: SQL,
): Promise<number> {
  if (rows[0]) return toNumber(rows[0].total);
  if (page <= 1) return 0;
  const [counted] = await rowsOf<{ total: number | string }>(
    db,
    sql`select count(*) as total from establishments e where ${where}`,
  );
  return toNumber(counted?.total);
}
export const toNullableNumber = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);
export const toIsoOrNull = (value: string | Date | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();
/** A SQL date as YYYY-MM-DD whatever the driver makes of it. */
const toDateOrNull = (value: string | Date | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

export function toRow(row: RawRow): GroupRow {
  const documentsMissing = toNumber(row.documents_missing);
  return {
    establishment: {
      id: row.id,
      name: row.name,
      address: row.address,
      postalCode: row.postal_code,
      city: row.city,
      category: (row.category as EstablishmentCategory | null) ?? null,
      clientId: row.client_id,
      clientName: row.client_name,
      legalEntityId: row.legal_entity_id,
      legalEntityName: row.legal_entity_name,
    },
    score: toNullableNumber(row.score),
    lastCompletedAt: toIsoOrNull(row.last_completed_at),
    categories: (row.cells ?? []).map((cell) => ({
      categoryId: cell.categoryId,
      score: toNullableNumber(cell.score),
      conformityRate: toNullableNumber(cell.conformityRate),
      evaluatedForms: toNumber(cell.evaluatedForms),
      lastCompletedAt: cell.lastCompletedAt ? toIsoOrNull(cell.lastCompletedAt) : null,
    })),
    evaluationsInProgress: toNumber(row.in_progress),
    evaluationsLate: toNumber(row.late),
    campaignsLate: toNumber(row.campaigns_late),
    oldestInProgressStartedAt: toIsoOrNull(row.oldest_started_at),
    actionsOpen: toNumber(row.actions_open),
    actionsOverdue: toNumber(row.actions_overdue),
    documentsMissing,
    documentsExpiring: toNumber(row.documents_expiring),
    nextDocumentExpiry: toDateOrNull(row.next_expiry),
    establishmentDocumentsExpiring: toNumber(row.establishment_documents_expiring),
    nextEstablishmentDocumentExpiry: toDateOrNull(row.next_establishment_document_expiry),
    obligationsLate: toNumber(row.obligations_late),
    // Filled for the page's rows by getGroupView (computed in TypeScript with the shared HAS rule, not in SQL).
    has: null,
    agreement: {
      status: row.agreement_status ?? 'NONE',
      number: row.agreement_number,
      date: toDateOrNull(row.agreement_date),
      endDate: toDateOrNull(row.agreement_end_date),
    },
  };
}
