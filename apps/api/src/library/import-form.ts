import type { PortableForm } from '@qc/shared/library/portable-schemas';
import type { ImportSummary } from '@qc/shared/library/contract';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import type { Transaction } from '../common/transaction.ts';
import { type categories, forms, formVersions, questions } from '../db/schema-questionnaires.ts';
import { getAuthorId, type Actor } from '../scope/actor.ts';
import { isVersionAnswered } from '../questionnaires/forms-queries.ts';
import { toColumns } from '../questionnaires/question-changes.ts';

/**
 * How a file is applied. A release of the default library (ADR 029) tags the
 * versions it makes with its version and gives every changed form a new
 * version, answered or not: the copies of that form then see their source
 * move on, and the reading room can say which release changed what.
 */
export type ImportOptions = { libraryVersion: string | null; versionEveryChange: boolean };

/** JSON with object keys sorted: jsonb columns come back with their keys reordered. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

export function ownerWhere(column: typeof forms.clientId | typeof categories.clientId, clientId: string | null): SQL {
  return clientId === null ? isNull(column) : eq(column, clientId);
}

function questionRows(form: PortableForm) {
  return form.questions.map((question, position) => ({ ...toColumns(question), key: question.key, position }));
}

/** Whether the current questions are exactly the file's (so importing again changes nothing). */
function isSameQuestions(
  current: Array<typeof questions.$inferSelect>,
  wanted: ReturnType<typeof questionRows>,
): boolean {
  const normalize = (rows: Array<Record<string, unknown>>) =>
    stableStringify(
      rows.map((row) => {
        const columns = toColumns(row as never);
        return { ...columns, key: row.key, position: row.position };
      }),
    );
  return normalize(current) === normalize(wanted);
}

/** One form of a file, matched by its key within the owner: created, updated in place, or given a new version. */
export async function importForm(
  tx: Transaction,
  actor: Actor,
  form: PortableForm,
  owner: string | null,
  categoryId: string | null,
  position: number,
  summary: ImportSummary,
  options: ImportOptions,
) {
  const values = {
    name: form.name,
    description: form.description || null,
    kind: form.kind,
    categoryId,
    establishmentCategories: form.establishmentCategories,
    position,
  };
  const wanted = questionRows(form);
  summary.questions += wanted.length;
  const [existing] = await tx
    .select()
    .from(forms)
    .where(and(ownerWhere(forms.clientId, owner), eq(forms.externalKey, form.key)))
    .for('update');
  if (!existing) {
    await audited(tx, actor, { entity: 'form', action: 'create', clientId: owner }, async () => {
      const [created] = await tx
        .insert(forms)
        .values({ ...values, clientId: owner, externalKey: form.key, version: 1 })
        .returning();
      await tx.insert(formVersions).values({
        formId: created!.id,
        version: 1,
        createdById: getAuthorId(actor),
        libraryVersion: options.libraryVersion,
      });
      await tx.insert(questions).values(wanted.map((row) => ({ ...row, formId: created!.id, version: 1 })));
      return created!;
    });
    summary.formsCreated += 1;
    return;
  }
  const current = await tx
    .select()
    .from(questions)
    .where(and(eq(questions.formId, existing.id), eq(questions.version, existing.version)))
    .orderBy(asc(questions.position));
  const isFieldsSame =
    existing.name === values.name &&
    existing.description === values.description &&
    existing.kind === values.kind &&
    existing.categoryId === values.categoryId &&
    JSON.stringify(existing.establishmentCategories) === JSON.stringify(values.establishmentCategories);
  const isQuestionsSame = isSameQuestions(current, wanted);
  if (isFieldsSame && isQuestionsSame) {
    summary.formsUnchanged += 1;
    return;
  }
  let version = existing.version;
  if (!isQuestionsSame) {
    if (options.versionEveryChange || (await isVersionAnswered(tx, existing.id, version))) {
      version += 1;
      await tx.insert(formVersions).values({
        formId: existing.id,
        version,
        createdById: getAuthorId(actor),
        libraryVersion: options.libraryVersion,
      });
    } else {
      await tx.delete(questions).where(and(eq(questions.formId, existing.id), eq(questions.version, version)));
    }
    await tx.insert(questions).values(wanted.map((row) => ({ ...row, formId: existing.id, version })));
  }
  const change = { entity: 'form', action: 'update', clientId: owner, id: existing.id, before: existing } as const;
  await audited(tx, actor, change, async () => {
    const [after] = await tx
      .update(forms)
      .set({ ...values, version })
      .where(eq(forms.id, existing.id))
      .returning();
    return after;
  });
  summary.formsUpdated += 1;
}
