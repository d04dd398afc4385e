import type { FormDetail, FormCreateInputSchema } from '@qc/shared/questionnaires/schemas';
import type * as v from 'valibot';
import { audited } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { forms, formVersions } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { newItemOwner } from './access.ts';
import { FORM_ERRORS, getFormDetail } from './forms-queries.ts';
import { assertCategoryFits } from './form-category.ts';
import { newItemValues } from './item-values.ts';

export async function createForm(
  db: Database,
  actor: Actor,
  input: v.InferOutput<typeof FormCreateInputSchema>,
): Promise<FormDetail> {
  const clientId = await newItemOwner(db, actor, input.clientId, FORM_ERRORS.notFound);
  await assertCategoryFits(db, actor, input.categoryId, clientId);
  const id = await db.transaction(async (tx) => {
    const row = await audited(tx, actor, { entity: 'form', action: 'create', clientId }, async () => {
      const [created] = await tx
        .insert(forms)
        .values({
          clientId,
          ...newItemValues(input),
          categoryId: input.categoryId ?? null,
          establishmentCategories: input.establishmentCategories,
        })
        .returning();
      await tx.insert(formVersions).values({ formId: created!.id, version: 1, createdById: actor.id });
      return created!;
    });
    return row.id;
  });
  return getFormDetail(db, actor, id);
}
