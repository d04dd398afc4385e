import type { FormDetail, FormUpdateInputSchema } from '@qc/shared/questionnaires/schemas';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { audited } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { forms } from '../db/schema-questionnaires.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { assertCanAuthor } from './access.ts';
import { FORM_ERRORS, findFormRow, getFormDetail } from './forms-queries.ts';
import { assertCategoryFits } from './form-category.ts';

/** Form fields only: they do not change what an evaluation answered, so no new version. */
export async function updateForm(
  db: Database,
  actor: Actor,
  input: v.InferOutput<typeof FormUpdateInputSchema>,
): Promise<FormDetail> {
  const existing = await findFormRow(db, actor, input.id);
  if (!existing) notFound(FORM_ERRORS.notFound);
  assertCanAuthor(actor, existing.clientId, FORM_ERRORS.notFound);
  if (input.categoryId !== undefined) await assertCategoryFits(db, actor, input.categoryId, existing.clientId);
  await db.transaction(async (tx) => {
    await audited(
      tx,
      actor,
      { entity: 'form', action: 'update', clientId: existing.clientId, id: existing.id, before: existing },
      async () =>
        (
          await tx
            .update(forms)
            .set({
              ...(input.name !== undefined ? { name: input.name } : {}),
              ...(input.description !== undefined ? { description: input.description || null } : {}),
              ...(input.kind !== undefined ? { kind: input.kind } : {}),
              ...(input.status !== undefined ? { status: input.status } : {}),
              ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
              ...(input.establishmentCategories !== undefined
                ? { establishmentCategories: [...new Set(input.establishmentCategories)] }
                : {}),
              ...(input.position !== undefined ? { position: input.position } : {}),
            })
            .where(eq(forms.id, existing.id))
            .returning()
        )[0],
    );
  });
  return getFormDetail(db, actor, existing.id);
}
