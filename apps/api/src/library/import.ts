import { describeImportIssue, toIssuePath } from '@qc/shared/library/import-issues';
import {
  PortableFileSchema,
  PORTABLE_MESSAGES,
  type PortableFile,
  type PortableForm,
} from '@qc/shared/library/portable-schemas';
import type { ImportSummary } from '@qc/shared/library/contract';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { audited } from '../audit/audit.ts';
import { invalid } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { categories, forms, formVersions, questions } from '../db/schema-questionnaires.ts';
import { getAuthorId, type Actor } from '../scope/actor.ts';
import { assertCanAuthor, assertOwnerExists, resolveNewOwner } from '../questionnaires/access.ts';
import { isVersionAnswered, FORM_ERRORS } from '../questionnaires/forms-queries.ts';
import { toColumns } from '../questionnaires/question-changes.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * How a file is applied. A release of the default library (ADR 029) tags the
 * versions it makes with its version and gives every changed form a new
 * version, answered or not: the copies of that form then see their source
 * move on, and the reading room can say which release changed what.
 */
export type ImportOptions = { libraryVersion: string | null; versionEveryChange: boolean };

const PLAIN_IMPORT: ImportOptions = { libraryVersion: null, versionEveryChange: false };

function invalidFile(messages: Array<{ path: string; message: string }>): never {
  const message = messages[0]?.message ?? PORTABLE_MESSAGES.format;
  invalid(message, { issues: messages, fieldErrors: { file: message } });
}

/** Validates a file, with French messages that name the category, form and question at fault. */
export function parsePortableFile(raw: unknown): PortableFile {
  const result = v.safeParse(PortableFileSchema, raw);
  if (!result.success) {
    invalidFile(
      result.issues.slice(0, 20).map((issue) => {
        const path = toIssuePath(issue);
        return { path: path.join('.'), message: describeImportIssue(raw, path, issue.message) };
      }),
    );
  }
  const file = result.output;
  const duplicates: Array<{ path: string; message: string }> = [];
  const seen = new Set<string>();
  const check = (kind: string, key: string, path: string) => {
    if (seen.has(`${kind}:${key}`)) duplicates.push({ path, message: `${PORTABLE_MESSAGES.duplicateKey} : ${key}` });
    seen.add(`${kind}:${key}`);
  };
  file.categories.forEach((category, index) => check('category', category.key, `categories.${index}.key`));
  const allForms = [...file.categories.flatMap((category) => category.forms), ...file.forms];
  allForms.forEach((form) => {
    check('form', form.key, form.key);
    const questionKeys = new Set<string>();
    form.questions.forEach((question, index) => {
      if (questionKeys.has(question.key)) {
        duplicates.push({
          path: form.key,
          message: `Questionnaire « ${form.name} », question ${index + 1} (clé ${question.key}) : ${PORTABLE_MESSAGES.duplicateKey}`,
        });
      }
      questionKeys.add(question.key);
    });
  });
  if (duplicates.length > 0) invalidFile(duplicates);
  return file;
}

/** JSON with object keys sorted: jsonb columns come back with their keys reordered. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

function ownerWhere(column: typeof forms.clientId | typeof categories.clientId, clientId: string | null): SQL {
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

async function importForm(
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

/**
 * Imports a portable file into the shared library (ADMIN, library:manage) or
 * a client (form:manage). Categories and forms are matched by their key:
 * importing twice updates in place and never duplicates; a form whose
 * answered version changes gets a new version.
 */
export async function importPortableFile(
  db: Database,
  actor: Actor,
  input: { file: unknown; clientId?: string | null | undefined },
): Promise<ImportSummary> {
  const owner = resolveNewOwner(actor, input.clientId);
  assertCanAuthor(actor, owner, FORM_ERRORS.notFound);
  await assertOwnerExists(db, owner, FORM_ERRORS.notFound);
  const file = parsePortableFile(input.file);
  return db.transaction((tx) => importPortableFileIn(tx, actor, file, owner, PLAIN_IMPORT));
}

/** The counts of an import before anything is written. */
export function nothingImported(): ImportSummary {
  return {
    categoriesCreated: 0,
    categoriesUpdated: 0,
    formsCreated: 0,
    formsUpdated: 0,
    formsUnchanged: 0,
    questions: 0,
  };
}

/**
 * Applies a validated file within the caller's transaction: categories and
 * forms are matched by key within the owner (null = the shared library).
 */
export async function importPortableFileIn(
  tx: Transaction,
  actor: Actor,
  file: PortableFile,
  owner: string | null,
  options: ImportOptions,
): Promise<ImportSummary> {
  const summary = nothingImported();
  for (const [categoryIndex, category] of file.categories.entries()) {
    const values = {
      name: category.name,
      description: category.description || null,
      kind: category.kind,
      position: categoryIndex,
    };
    const [existing] = await tx
      .select()
      .from(categories)
      .where(and(ownerWhere(categories.clientId, owner), eq(categories.externalKey, category.key)))
      .for('update');
    let categoryId: string;
    if (existing) {
      categoryId = existing.id;
      if (
        existing.name !== values.name ||
        existing.description !== values.description ||
        existing.kind !== values.kind
      ) {
        await tx.update(categories).set(values).where(eq(categories.id, existing.id));
        summary.categoriesUpdated += 1;
      }
    } else {
      const created = await audited(tx, actor, { entity: 'category', action: 'create', clientId: owner }, async () => {
        const [row] = await tx
          .insert(categories)
          .values({ ...values, clientId: owner, externalKey: category.key })
          .returning();
        return row!;
      });
      categoryId = created.id;
      summary.categoriesCreated += 1;
    }
    for (const [formIndex, form] of category.forms.entries()) {
      await importForm(tx, actor, form, owner, categoryId, formIndex, summary, options);
    }
  }
  for (const [formIndex, form] of file.forms.entries()) {
    await importForm(tx, actor, form, owner, null, formIndex, summary, options);
  }
  return summary;
}
