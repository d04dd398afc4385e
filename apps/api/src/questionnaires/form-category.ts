import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { categories } from '../db/schema-questionnaires.ts';
import { fieldError } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { visibleWhere } from './access.ts';

const CATEGORY_MISMATCH =
  "Un questionnaire partagé ne peut être rangé que dans une catégorie partagée, et celui d'un client dans une catégorie partagée ou de ce client";

/** The category must be visible, and own the form's owner or be shared. */
export async function assertCategoryFits(
  db: Database,
  actor: Actor,
  categoryId: string | null | undefined,
  formClientId: string | null,
) {
  if (!categoryId) return;
  const [category] = await db
    .select({ clientId: categories.clientId })
    .from(categories)
    .where(and(eq(categories.id, categoryId), visibleWhere(categories.clientId, actor)));
  if (!category) fieldError('categoryId', 'Catégorie introuvable');
  if (category.clientId !== null && category.clientId !== formClientId) fieldError('categoryId', CATEGORY_MISMATCH);
}
