import type { PortableFile } from '@qc/shared/library/portable-schemas';
import type { ImportSummary } from '@qc/shared/library/contract';
import { and, eq } from 'drizzle-orm';
import { auditedInsert } from '../audit/audit.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { categories } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { newItemOwner } from '../questionnaires/access.ts';
import { FORM_ERRORS } from '../questionnaires/forms-queries.ts';
import { importForm, ownerWhere, type ImportOptions } from './import-form.ts';
import { parsePortableFile } from './parse-portable-file.ts';

const PLAIN_IMPORT: ImportOptions = { libraryVersion: null, versionEveryChange: false };

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
  const owner = await newItemOwner(db, actor, input.clientId, FORM_ERRORS.notFound);
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
      const created = await auditedInsert(tx, actor, { entity: 'category', clientId: owner }, categories, {
        ...values,
        clientId: owner,
        externalKey: category.key,
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
