import type { Category } from '@qc/shared/questionnaires/schemas';
import type { Database } from '../db/client.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { toCategory } from './mappers.ts';
import { CATEGORY_ERRORS, countForms, findCategoryRow } from './categories-queries.ts';

export async function getCategory(db: Database, actor: Actor, id: string): Promise<Category> {
  const row = await findCategoryRow(db, actor, id);
  if (!row) notFound(CATEGORY_ERRORS.notFound);
  const formCounts = await countForms(db, actor, [row.id]);
  return toCategory(row, formCounts.get(row.id) ?? 0);
}
