import type { Category } from '@qc/shared/questionnaires/schemas';
import type * as v from 'valibot';
import type { CategoryUpdateInputSchema } from '@qc/shared/questionnaires/schemas';
import { auditedUpdate } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { categories } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { authoredOrNotFound } from './access.ts';
import { CATEGORY_ERRORS, findCategoryRow } from './categories-queries.ts';
import { getCategory } from './get-category.ts';
import { editedItemValues } from './item-values.ts';

export async function updateCategory(
  db: Database,
  actor: Actor,
  input: v.InferOutput<typeof CategoryUpdateInputSchema>,
): Promise<Category> {
  const existing = authoredOrNotFound(actor, await findCategoryRow(db, actor, input.id), CATEGORY_ERRORS.notFound);
  await db.transaction(async (tx) => {
    const change = { entity: 'category', clientId: existing.clientId, id: existing.id, before: existing };
    await auditedUpdate(tx, actor, change, categories, editedItemValues(input));
  });
  return getCategory(db, actor, existing.id);
}
