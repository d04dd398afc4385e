import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from './transaction.ts';

/** One kind of record still attached to what someone wants to delete. */
export type Dependant = { count: number; singular: string; plural: string; isFeminine?: boolean };

/** The French names of what may remain attached, for `describeDependants`. */
export const DEPENDANT_NAMES = {
  agreement: { singular: 'agrément', plural: 'agréments' },
  category: { singular: 'catégorie', plural: 'catégories', isFeminine: true },
  document: { singular: 'document', plural: 'documents' },
  establishment: { singular: 'établissement', plural: 'établissements' },
  evaluation: { singular: 'évaluation', plural: 'évaluations', isFeminine: true },
  action: { singular: 'action', plural: 'actions', isFeminine: true },
  form: { singular: 'questionnaire', plural: 'questionnaires' },
  legalEntity: { singular: 'entité légale', plural: 'entités légales', isFeminine: true },
  member: { singular: 'membre', plural: 'membres' },
  user: { singular: 'utilisateur', plural: 'utilisateurs' },
} satisfies Record<string, Omit<Dependant, 'count'>>;

/**
 * The French refusal naming what remains, e.g. 'Impossible de supprimer ce
 * client : 2 entités légales, 5 établissements et 3 utilisateurs y sont
 * rattachés'; null when nothing remains.
 */
export function describeDependants(subject: string, dependants: Dependant[]): string | null {
  const remaining = dependants.filter((dependant) => dependant.count > 0);
  if (remaining.length === 0) return null;
  const parts = remaining.map((d) => `${d.count} ${d.count === 1 ? d.singular : d.plural}`);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
  const total = remaining.reduce((sum, d) => sum + d.count, 0);
  const isFeminine = remaining.every((d) => d.isFeminine);
  const verb = total === 1 ? 'y est rattaché' : 'y sont rattaché';
  return `Impossible de supprimer ${subject} : ${list} ${verb}${isFeminine ? 'e' : ''}${total === 1 ? '' : 's'}`;
}

/** How many rows of `table` match `where`: one query at a time, since a transaction holds a single connection. */
export async function countRows(tx: Transaction, table: PgTable, where: SQL): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}
