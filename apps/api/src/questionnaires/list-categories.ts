import type { ListResult } from '@qc/shared/common/list';
import type { Category, CategoryListQuery } from '@qc/shared/questionnaires/schemas';
import { and, asc } from 'drizzle-orm';
import { countWhere, readPage, searchWhere } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { categories } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { libraryListWhere } from './access.ts';
import { toCategory } from './mappers.ts';
import { countForms } from './categories-queries.ts';

export async function listCategories(
  db: Database,
  actor: Actor,
  input: CategoryListQuery,
): Promise<ListResult<Category>> {
  const where = and(libraryListWhere(categories, actor, input), searchWhere(input.search, categories.name));
  const { rows, total } = await readPage(
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(asc(categories.position), asc(categories.name), asc(categories.id)),
    countWhere(db, categories, where),
    input,
  );
  const formCounts = await countForms(
    db,
    actor,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toCategory(row, formCounts.get(row.id) ?? 0)), total };
}
