import type { ListResult } from '@qc/shared/common/list';
import type {
  Form,
  FormDetail,
  FormListQuery,
  FormCreateInputSchema,
  FormUpdateInputSchema,
} from '@qc/shared/questionnaires/schemas';
import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import { audited } from '../audit/audit.ts';
import { readPage, searchWhere, toIso } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { categories, evaluations, forms, formVersions, questions } from '../db/schema-questionnaires.ts';
import { conflict, fieldError, notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { establishments } from '../db/schema.ts';
import { documents } from '../db/schema-documents.ts';
import type { FileStorage } from '../documents/storage.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { assertCanAuthor, assertOwnerExists, resolveNewOwner, visibleWhere } from './access.ts';
import { FORM_ERRORS, findFormRow, getFormDetail, toForms } from './forms-queries.ts';

const CATEGORY_MISMATCH =
  "Un questionnaire partagé ne peut être rangé que dans une catégorie partagée, et celui d'un client dans une catégorie partagée ou de ce client";

export async function listForms(db: Database, actor: Actor, input: FormListQuery): Promise<ListResult<Form>> {
  const where = and(
    visibleWhere(forms.clientId, actor),
    input.kind ? eq(forms.kind, input.kind) : undefined,
    input.status ? eq(forms.status, input.status) : undefined,
    input.ownership === 'shared' ? isNull(forms.clientId) : undefined,
    input.ownership === 'own' ? isNotNull(forms.clientId) : undefined,
    input.categoryId === 'none'
      ? isNull(forms.categoryId)
      : input.categoryId
        ? eq(forms.categoryId, input.categoryId)
        : undefined,
    searchWhere(input.search, forms.name, forms.description),
    input.sourceFormId ? eq(forms.sourceFormId, input.sourceFormId) : undefined,
  );
  const { rows, total } = await readPage(
    db.select().from(forms).where(where).orderBy(asc(forms.position), asc(forms.name), asc(forms.id)),
    db.select({ total: count() }).from(forms).where(where),
    input,
  );
  return { items: await toForms(db, rows), total };
}

export async function getFormsOverview(db: Database, actor: Actor) {
  const visible = visibleWhere(forms.clientId, actor);
  const [counts, recent] = await Promise.all([
    db
      .select({ kind: forms.kind, status: forms.status, total: count() })
      .from(forms)
      .where(visible)
      .groupBy(forms.kind, forms.status),
    db.select().from(forms).where(visible).orderBy(desc(forms.updatedAt)).limit(5),
  ]);
  return {
    counts: counts.map((row) => ({
      kind: row.kind as Form['kind'],
      status: row.status as Form['status'],
      total: row.total,
    })),
    recent: await toForms(db, recent),
  };
}

export async function listFormVersions(db: Database, actor: Actor, id: string) {
  const form = await findFormRow(db, actor, id);
  if (!form) notFound(FORM_ERRORS.notFound);
  const [versions, questionCounts, evaluationCounts] = await Promise.all([
    db.select().from(formVersions).where(eq(formVersions.formId, id)).orderBy(desc(formVersions.version)),
    db
      .select({ version: questions.version, total: count() })
      .from(questions)
      .where(eq(questions.formId, id))
      .groupBy(questions.version),
    db
      .select({ version: evaluations.formVersion, total: count() })
      .from(evaluations)
      // Only the evaluations the caller could see: a shared form's count must not reveal other clients' activity (issue 12).
      .innerJoin(establishments, eq(establishments.id, evaluations.establishmentId))
      .where(and(eq(evaluations.formId, id), establishmentScopeWhere(await actor.getScope())))
      .groupBy(evaluations.formVersion),
  ]);
  const questionsBy = new Map(questionCounts.map((row) => [row.version, row.total]));
  const evaluationsBy = new Map(evaluationCounts.map((row) => [row.version, row.total]));
  return versions.map((row) => ({
    version: row.version,
    questionCount: questionsBy.get(row.version) ?? 0,
    evaluationCount: evaluationsBy.get(row.version) ?? 0,
    createdAt: toIso(row.createdAt),
  }));
}

/** The category must be visible, and own the form's owner or be shared. */
async function assertCategoryFits(
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

export async function createForm(
  db: Database,
  actor: Actor,
  input: v.InferOutput<typeof FormCreateInputSchema>,
): Promise<FormDetail> {
  const clientId = resolveNewOwner(actor, input.clientId);
  assertCanAuthor(actor, clientId, FORM_ERRORS.notFound);
  await assertOwnerExists(db, clientId, FORM_ERRORS.notFound);
  await assertCategoryFits(db, actor, input.categoryId, clientId);
  const id = await db.transaction(async (tx) => {
    const row = await audited(tx, actor, { entity: 'form', action: 'create', clientId }, async () => {
      const [created] = await tx
        .insert(forms)
        .values({
          clientId,
          categoryId: input.categoryId ?? null,
          name: input.name,
          description: input.description || null,
          kind: input.kind,
          status: input.status,
          establishmentCategories: input.establishmentCategories,
          position: input.position ?? 0,
        })
        .returning();
      await tx.insert(formVersions).values({ formId: created!.id, version: 1, createdById: actor.id });
      return created!;
    });
    return row.id;
  });
  return getFormDetail(db, actor, id);
}

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

/**
 * Refused once evaluated (every version stays readable): deactivating is the way out. Its template
 * documents go with it (the rows cascade); their bytes are removed once the deletion has committed
 * (issue 34 item 11), so a rollback never leaves a row without its file. A failed removal leaves an
 * orphan, which the start-up sweep takes (sweep-orphans.ts).
 */
export async function deleteForm(db: Database, storage: FileStorage, actor: Actor, id: string): Promise<void> {
  const existing = await findFormRow(db, actor, id);
  if (!existing) notFound(FORM_ERRORS.notFound);
  assertCanAuthor(actor, existing.clientId, FORM_ERRORS.notFound);
  const storageKeys = await db.transaction(async (tx) => {
    // The form locked first: a template upload (which locks it too, store-upload.ts) either committed
    // before, and its row is listed below, or waits and then finds no form (and removes its own bytes).
    await tx.select({ id: forms.id }).from(forms).where(eq(forms.id, id)).for('update');
    const [used] = await tx.select({ total: count() }).from(evaluations).where(eq(evaluations.formId, id));
    if ((used?.total ?? 0) > 0) {
      conflict(
        `Impossible de supprimer ce questionnaire : ${used!.total} évaluation(s) l'utilisent. Désactivez-le plutôt.`,
      );
    }
    const templates = await tx.select({ key: documents.storageKey }).from(documents).where(eq(documents.formId, id));
    await audited(
      tx,
      actor,
      { entity: 'form', action: 'delete', clientId: existing.clientId, id, before: existing },
      async () => {
        await tx.delete(forms).where(eq(forms.id, id));
      },
    );
    return templates.map((template) => template.key);
  });
  for (const key of storageKeys) await storage.remove(key).catch(() => undefined);
}
