import type { Category } from '@qc/shared/questionnaires/schemas';
import type * as v from 'valibot';
import type { CategoryCreateInputSchema } from '@qc/shared/questionnaires/schemas';
import { auditedInsert } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { categories } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { newItemOwner } from './access.ts';
import { toCategory } from './mappers.ts';
import { CATEGORY_ERRORS } from './categories-queries.ts';
import { newItemValues } from './item-values.ts';

export async function createCategory(
  db: Database,
  actor: Actor,
  input: v.InferOutput<typeof CategoryCreateInputSchema>,
): Promise<Category> {
  const clientId = await newItemOwner(db, actor, input.clientId, CATEGORY_ERRORS.notFound);
  const created = await db.transaction(async (tx) => {
    const row = await auditedInsert(tx, actor, { entity: 'category', clientId }, categories, {
      clientId,
      ...newItemValues(input),
    });
    return row!;
  });
  return toCategory(created, 0);
}
