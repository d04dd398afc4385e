import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { categories, forms } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { visibleWhere } from './access.ts';

export const CATEGORY_ERRORS = {
  notFound: 'Catégorie introuvable',
} as const;

/** Forms per category, among those the caller may see: a shared category must not count other clients' private forms (issue 12). */
export async function countForms(db: Database, actor: Actor, categoryIds: string[]): Promise<Map<string, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ categoryId: forms.categoryId, total: count() })
    .from(forms)
    .where(and(inArray(forms.categoryId, categoryIds), visibleWhere(forms.clientId, actor)))
    .groupBy(forms.categoryId);
  return new Map(rows.map((row) => [row.categoryId!, row.total]));
}

export async function findCategoryRow(db: Database, actor: Actor, id: string) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), visibleWhere(categories.clientId, actor)));
  return row ?? null;
}

/** The names of the categories `ids` name (none asked: no query). */
export function findCategoryNames(
  db: Pick<Database, 'select'>,
  ids: string[],
): Promise<Array<{ id: string; name: string }>> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids));
}
