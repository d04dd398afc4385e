import {
  PORTABLE_FORMAT,
  PORTABLE_FORMAT_VERSION,
  type PortableFile,
  type PortableForm,
} from '@qc/shared/library/portable-schemas';
import type { PortableQuestion } from '@qc/shared/library/portable-schemas';
import type { EstablishmentCategory, Kind } from '@qc/shared/enums';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { categories, forms, questions } from '../db/schema-questionnaires.ts';
import { firstOrNotFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { visibleWhere } from '../questionnaires/access.ts';
import { FORM_ERRORS } from '../questionnaires/forms-queries.ts';
import { CATEGORY_ERRORS } from '../questionnaires/categories-queries.ts';

type FormRow = typeof forms.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;

/** A key for the file: the one it was imported with, else one derived from the id (stable across exports). */
function keyOf(prefix: string, row: { id: string; externalKey: string | null }): string {
  return row.externalKey ?? `${prefix}-${row.id.toLowerCase()}`;
}

export function toPortableQuestion(row: QuestionRow): PortableQuestion {
  const common = {
    key: row.key.toLowerCase(),
    label: row.label,
    helpText: row.helpText ?? undefined,
    reference: row.reference ?? undefined,
    weight: row.weight,
    isCritical: row.isCritical,
    isDocumentRequired: row.isDocumentRequired,
    isDocumentRecommended: row.isDocumentRecommended,
    expectedDocument: row.expectedDocument ?? undefined,
    // Issue 26: the applicability and the document rule travel with the question.
    appliesWhen: row.appliesWhen ?? null,
    documentRequiredFor: row.documentRequiredFor,
    actionTitle: row.actionTitle ?? undefined,
  };
  switch (row.type) {
    case 'BOOLEAN':
      return { ...common, type: 'BOOLEAN', conformingAnswer: row.conformingAnswer ?? true };
    case 'SELECT':
      return { ...common, type: 'SELECT', options: row.options };
    case 'MULTIPLE_CHOICE':
      return { ...common, type: 'MULTIPLE_CHOICE', options: row.options };
    default:
      return {
        ...common,
        type: 'NOTATION',
        scale: row.scale ?? { min: 1, max: 4, labels: ['1', '2', '3', '4'], allowOptimized: false },
        threshold: row.threshold ?? 3,
      };
  }
}

async function toPortableForms(db: Database, rows: FormRow[]): Promise<PortableForm[]> {
  if (rows.length === 0) return [];
  const questionRows = await db
    .select()
    .from(questions)
    .where(
      inArray(
        questions.formId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(questions.position), asc(questions.createdAt));
  return rows.map((row) => ({
    key: keyOf('form', row),
    name: row.name,
    description: row.description ?? undefined,
    kind: row.kind as Kind,
    establishmentCategories: row.establishmentCategories as EstablishmentCategory[],
    questions: questionRows
      .filter((question) => question.formId === row.id && question.version === row.version)
      .map(toPortableQuestion),
  }));
}

function envelope(partial: Pick<PortableFile, 'categories' | 'forms'>): PortableFile {
  return {
    format: PORTABLE_FORMAT,
    formatVersion: PORTABLE_FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    ...partial,
  };
}

export async function exportForm(db: Database, actor: Actor, id: string): Promise<PortableFile> {
  const visible = and(eq(forms.id, id), visibleWhere(forms.clientId, actor));
  const row = await firstOrNotFound(db.select().from(forms).where(visible), FORM_ERRORS.notFound);
  return envelope({ categories: [], forms: await toPortableForms(db, [row]) });
}

export async function exportCategory(db: Database, actor: Actor, id: string): Promise<PortableFile> {
  const visible = and(eq(categories.id, id), visibleWhere(categories.clientId, actor));
  const category = await firstOrNotFound(db.select().from(categories).where(visible), CATEGORY_ERRORS.notFound);
  const formRows = await db
    .select()
    .from(forms)
    .where(and(eq(forms.categoryId, id), visibleWhere(forms.clientId, actor)))
    .orderBy(asc(forms.position), asc(forms.name));
  return envelope({
    categories: [
      {
        key: keyOf('category', category),
        name: category.name,
        description: category.description ?? undefined,
        kind: category.kind as Kind,
        forms: await toPortableForms(db, formRows),
      },
    ],
    forms: [],
  });
}
