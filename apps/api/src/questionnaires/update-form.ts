import type { FormDetail, FormUpdateInputSchema } from '@qc/shared/questionnaires/schemas';
import type * as v from 'valibot';
import { auditedUpdate } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { forms } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { authoredOrNotFound } from './access.ts';
import { FORM_ERRORS, findFormRow, getFormDetail } from './forms-queries.ts';
import { assertCategoryFits } from './form-category.ts';
import { editedItemValues } from './item-values.ts';

/** Form fields only: they do not change what an evaluation answered, so no new version. */
export async function updateForm(
  db: Database,
  actor: Actor,
  input: v.InferOutput<typeof FormUpdateInputSchema>,
): Promise<FormDetail> {
  const existing = authoredOrNotFound(actor, await findFormRow(db, actor, input.id), FORM_ERRORS.notFound);
  if (input.categoryId !== undefined) await assertCategoryFits(db, actor, input.categoryId, existing.clientId);
  await db.transaction(async (tx) => {
    const change = { entity: 'form', clientId: existing.clientId, id: existing.id, before: existing };
    // Drizzle's set() leaves out the keys whose value is undefined: a field not sent is not written.
    await auditedUpdate(tx, actor, change, forms, {
      ...editedItemValues(input),
      categoryId: input.categoryId,
      establishmentCategories: input.establishmentCategories && [...new Set(input.establishmentCategories)],
    });
  });
  return getFormDetail(db, actor, existing.id);
}
