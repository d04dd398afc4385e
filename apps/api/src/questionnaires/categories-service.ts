import type { ListResult } from '@qc/shared/common/list';
import type { Category, CategoryListQuery } from '@qc/shared/questionnaires/schemas';
import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import type { CategoryCreateInputSchema, CategoryUpdateInputSchema } from '@qc/shared/questionnaires/schemas';
import { audited } from '../audit/audit.ts';
import { readPage, searchWhere } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { categories, forms } from '../db/schema-questionnaires.ts';
import { conflict, notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { assertCanAuthor, assertOwnerExists, resolveNewOwner, visibleWhere } from './access.ts';
import { toCategory } from './mappers.ts';

export const CATEGORY_ERRORS = {
  notFound: 'Catégorie introuvable',
} as const;

/** Forms per category, among those the caller may see: a shared category must not count other clients' private forms (issue 12). */
async function countForms(db: Database, actor: Actor, categoryIds: string[]): Promise<Map<string, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ categoryId: forms.categoryId, total: count() })
    .from(forms)
    .where(and(inArray(forms.categoryId, categoryIds), visibleWhere(forms.clientId, actor)))
    .groupBy(forms.categoryId);
  return new Map(rows.map((row) => [row.categoryId!, row.total]));
}

export async function listCategories(
  db: Database,
  actor: Actor,
  input: CategoryListQuery,
): Promise<ListResult<Category>> {
  const where = and(
    visibleWhere(categories.clientId, actor),
    input.kind ? eq(categories.kind, input.kind) : undefined,
    input.status ? eq(categories.status, input.status) : undefined,
    input.ownership === 'shared' ? isNull(categories.clientId) : undefined,
    input.ownership === 'own' ? isNotNull(categories.clientId) : undefined,
    searchWhere(input.search, categories.name),
  );
  const { rows, total } = await readPage(
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(asc(categories.position), asc(categories.name), asc(categories.id)),
    db.select({ total: count() }).from(categories).where(where),
    input,
  );
  const formCounts = await countForms(
    db,
    actor,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toCategory(row, formCounts.get(row.id) ?? 0)), total };
}

export async function findCategoryRow(db: Database, actor: Actor, id: string) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), visibleWhere(categories.clientId, actor)));
  return row ?? null;
}

export async function getCategory(db: Database, actor: Actor, id: string): Promise<Category> {
  const row = await findCategoryRow(db, actor, id);
  if (!row) notFound(CATEGORY_ERRORS.notFound);
  const formCounts = await countForms(db, actor, [row.id]);
  return toCategory(row, formCounts.get(row.id) ?? 0);
}

export async function createCategory(
  db: Database,
  actor: Actor,
  input: v.InferOutput<typeof CategoryCreateInputSchema>,
): Promise<Category> {
  const clientId = resolveNewOwner(actor, input.clientId);
  assertCanAuthor(actor, clientId, CATEGORY_ERRORS.notFound);
  await assertOwnerExists(db, clientId, CATEGORY_ERRORS.notFound);
  const created = await db.transaction(async (tx) => {
    const row = await audited(
      tx,
      actor,
      { entity: 'category', action: 'create', clientId: clientId },
      async () =>
        (
          await tx
            .insert(categories)
            .values({
              clientId,
              name: input.name,
              description: input.description || null,
              kind: input.kind,
              status: input.status,
              position: input.position ?? 0,
            })
            .returning()
        )[0],
    );
    return row!;
  });
  return toCategory(created, 0);
}

export async function updateCategory(
  db: Database,
  actor: Actor,
  input: v.InferOutput<typeof CategoryUpdateInputSchema>,
): Promise<Category> {
  const existing = await findCategoryRow(db, actor, input.id);
  if (!existing) notFound(CATEGORY_ERRORS.notFound);
  assertCanAuthor(actor, existing.clientId, CATEGORY_ERRORS.notFound);
  await db.transaction(async (tx) => {
    await audited(
      tx,
      actor,
      { entity: 'category', action: 'update', clientId: existing.clientId, id: existing.id, before: existing },
      async () =>
        (
          await tx
            .update(categories)
            .set({
              ...(input.name !== undefined ? { name: input.name } : {}),
              ...(input.description !== undefined ? { description: input.description || null } : {}),
              ...(input.kind !== undefined ? { kind: input.kind } : {}),
              ...(input.status !== undefined ? { status: input.status } : {}),
              ...(input.position !== undefined ? { position: input.position } : {}),
            })
            .where(eq(categories.id, existing.id))
            .returning()
        )[0],
    );
  });
  return getCategory(db, actor, existing.id);
}

/** Refused while forms use it, naming them: deactivating is the way out. */
export async function deleteCategory(db: Database, actor: Actor, id: string): Promise<void> {
  const existing = await findCategoryRow(db, actor, id);
  if (!existing) notFound(CATEGORY_ERRORS.notFound);
  assertCanAuthor(actor, existing.clientId, CATEGORY_ERRORS.notFound);
  await db.transaction(async (tx) => {
    const using = await tx
      .select({ name: forms.name })
      .from(forms)
      .where(eq(forms.categoryId, id))
      .orderBy(asc(forms.name));
    if (using.length > 0) {
      const names = using
        .slice(0, 3)
        .map((row) => `« ${row.name} »`)
        .join(', ');
      const more = using.length > 3 ? ` et ${using.length - 3} autre(s)` : '';
      conflict(
        `Impossible de supprimer cette catégorie : ${using.length} questionnaire(s) l'utilisent (${names}${more}). Désactivez-la plutôt.`,
      );
    }
    await audited(
      tx,
      actor,
      { entity: 'category', action: 'delete', clientId: existing.clientId, id, before: existing },
      async () => {
        await tx.delete(categories).where(eq(categories.id, id));
      },
    );
  });
}
