import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Form, FormDetail } from '@qc/shared/questionnaires/schemas';
import type { Database } from '../db/client.ts';
import { forms, questions } from '../db/schema-questionnaires.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { assertCanAuthor, visibleWhere } from './access.ts';
import { toForm, toQuestion } from './mappers.ts';
import { findCategoryNames } from './categories-queries.ts';

export const FORM_ERRORS = {
  notFound: 'Questionnaire introuvable',
  versionNotFound: "Cette version du questionnaire n'existe pas",
  questionNotFound: 'Question introuvable',
} as const;

type Executor = Pick<Database, 'select' | 'selectDistinct'>;
type FormRow = typeof forms.$inferSelect;

/** The category name, question count and frozen flag of several forms, in three grouped queries. */
export async function toForms(db: Executor, rows: FormRow[]): Promise<Form[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const categoryIds = [...new Set(rows.map((row) => row.categoryId).filter((id): id is string => Boolean(id)))];
  const sourceIds = [...new Set(rows.map((row) => row.sourceFormId).filter((id): id is string => Boolean(id)))];
  const [categoryRows, questionCounts, evaluationRows, sourceRows] = await Promise.all([
    findCategoryNames(db, categoryIds),
    db
      .select({ formId: questions.formId, version: questions.version, total: count() })
      .from(questions)
      .where(inArray(questions.formId, ids))
      .groupBy(questions.formId, questions.version),
    db
      .selectDistinct({ formId: evaluations.formId, version: evaluations.formVersion })
      .from(evaluations)
      .where(inArray(evaluations.formId, ids)),
    sourceIds.length
      ? db.select({ id: forms.id, version: forms.version }).from(forms).where(inArray(forms.id, sourceIds))
      : Promise.resolve([]),
  ]);
  const sourceVersions = new Map(sourceRows.map((row) => [row.id, row.version]));
  const categoryNames = new Map(categoryRows.map((row) => [row.id, row.name]));
  const counts = new Map(questionCounts.map((row) => [`${row.formId}:${row.version}`, row.total]));
  const frozen = new Set(evaluationRows.map((row) => `${row.formId}:${row.version}`));
  return rows.map((row) =>
    toForm(row, {
      categoryName: row.categoryId ? (categoryNames.get(row.categoryId) ?? null) : null,
      questionCount: counts.get(`${row.id}:${row.version}`) ?? 0,
      isVersionFrozen: frozen.has(`${row.id}:${row.version}`),
      sourceLatestVersion: row.sourceFormId ? (sourceVersions.get(row.sourceFormId) ?? null) : null,
    }),
  );
}

export async function findFormRow(db: Executor, actor: Actor, id: string): Promise<FormRow | null> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), visibleWhere(forms.clientId, actor)));
  return row ?? null;
}

/**
 * A form the caller may author, locked for the rest of the transaction: its questions and version change together.
 * One she can only read, or cannot see, answers like an unknown one (404).
 */
export async function lockFormToAuthor(tx: Pick<Database, 'select'>, actor: Actor, id: string): Promise<FormRow> {
  const [form] = await tx
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), visibleWhere(forms.clientId, actor)))
    .for('update');
  if (!form) notFound(FORM_ERRORS.notFound);
  assertCanAuthor(actor, form.clientId, FORM_ERRORS.notFound);
  return form;
}

export async function getFormDetail(db: Executor, actor: Actor, id: string, version?: number): Promise<FormDetail> {
  const row = await findFormRow(db, actor, id);
  if (!row) notFound(FORM_ERRORS.notFound);
  const shownVersion = version ?? row.version;
  if (shownVersion < 1 || shownVersion > row.version) notFound(FORM_ERRORS.versionNotFound);
  const [[form], questionRows] = await Promise.all([
    toForms(db, [row]),
    db
      .select()
      .from(questions)
      .where(and(eq(questions.formId, id), eq(questions.version, shownVersion)))
      .orderBy(asc(questions.position), asc(questions.createdAt)),
  ]);
  return { ...form!, shownVersion, questions: questionRows.map(toQuestion) };
}

export async function isVersionAnswered(db: Executor, formId: string, version: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(evaluations)
    .where(and(eq(evaluations.formId, formId), eq(evaluations.formVersion, version)))
    .limit(1);
  return Boolean(row);
}
