import type { FormDetail } from '@qc/shared/questionnaires/schemas';
import type { QuestionInput } from '@qc/shared/questionnaires/question-schemas';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { type AuditedChange } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { forms, formVersions, questions } from '../db/schema-questionnaires.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { visibleWhere } from './access.ts';
import { FORM_ERRORS, getFormDetail, isVersionAnswered, lockFormToAuthor } from './forms-queries.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type QuestionRow = typeof questions.$inferSelect;

/** Columns of a question from what an author wrote; fields of other types are cleared. */
export function toColumns(input: QuestionInput) {
  return {
    label: input.label,
    helpText: input.helpText || null,
    reference: input.reference || null,
    type: input.type,
    weight: input.weight,
    isCritical: input.isCritical,
    isDocumentRequired: input.isDocumentRequired,
    isDocumentRecommended: input.isDocumentRecommended,
    expectedDocument: input.expectedDocument || null,
    actionTitle: input.actionTitle || null,
    conformingAnswer: input.type === 'BOOLEAN' ? input.conformingAnswer : null,
    options: input.type === 'SELECT' || input.type === 'MULTIPLE_CHOICE' ? input.options : [],
    scale: input.type === 'NOTATION' ? input.scale : null,
    threshold: input.type === 'NOTATION' ? input.threshold : null,
    // Issue 26: versioned with the question, so import, copy, release and « ce qui a changé » carry them.
    appliesWhen: input.appliesWhen ?? null,
    documentRequiredFor: input.documentRequiredFor ?? 'CONFORMING_ANSWER',
  };
}

/**
 * Runs a change on the questions of a form's current version, inside one
 * transaction holding the form's row lock (two authors never interleave).
 * When evaluations answer the current version, its questions are first
 * copied into a new version, which the change then edits: an evaluation
 * always keeps the questions it answered (DESIGN §4).
 */
export async function changeQuestions(
  db: Database,
  actor: Actor,
  formId: string,
  change: (tx: Transaction, version: number) => Promise<void>,
): Promise<FormDetail> {
  await db.transaction(async (tx) => {
    const form = await lockFormToAuthor(tx, actor, formId);
    let version = form.version;
    if (await isVersionAnswered(tx, form.id, version)) {
      version += 1;
      const current = await tx
        .select()
        .from(questions)
        .where(and(eq(questions.formId, form.id), eq(questions.version, form.version)));
      await tx.insert(formVersions).values({ formId: form.id, version, createdById: actor.id });
      if (current.length > 0) {
        await tx
          .insert(questions)
          .values(current.map(({ id: _id, createdAt: _createdAt, ...row }) => ({ ...row, version })));
      }
    }
    await change(tx, version);
    await tx.update(forms).set({ version, updatedAt: new Date() }).where(eq(forms.id, form.id));
  });
  return getFormDetail(db, actor, formId);
}

/** The question a client names by id, resolved to its key (ids change across versions, keys do not). */
export async function findQuestionRef(
  db: Database,
  actor: Actor,
  id: string,
): Promise<{ formId: string; key: string }> {
  const [row] = await db
    .select({ formId: questions.formId, key: questions.key })
    .from(questions)
    .innerJoin(forms, eq(forms.id, questions.formId))
    .where(and(eq(questions.id, id), visibleWhere(forms.clientId, actor)));
  if (!row) notFound(FORM_ERRORS.questionNotFound);
  return row;
}

export async function findByKey(tx: Transaction, formId: string, version: number, key: string): Promise<QuestionRow> {
  const [row] = await tx
    .select()
    .from(questions)
    .where(and(eq(questions.formId, formId), eq(questions.version, version), eq(questions.key, key)));
  if (!row) notFound(FORM_ERRORS.questionNotFound);
  return row;
}

export async function listVersion(tx: Transaction, formId: string, version: number): Promise<QuestionRow[]> {
  return tx
    .select()
    .from(questions)
    .where(and(eq(questions.formId, formId), eq(questions.version, version)))
    .orderBy(asc(questions.position), asc(questions.createdAt));
}

/** Opens a gap at `position` (0-based) and answers the position to use. */
export async function makeRoom(
  tx: Transaction,
  formId: string,
  version: number,
  position: number | undefined,
): Promise<number> {
  const existing = await listVersion(tx, formId, version);
  const target = position === undefined ? existing.length : Math.min(position, existing.length);
  await tx
    .update(questions)
    .set({ position: sql`${questions.position} + 1` })
    .where(and(eq(questions.formId, formId), eq(questions.version, version), gte(questions.position, target)));
  return target;
}

/** A question's change is recorded against its form (the questions of a version move together). */
export function questionChange(
  actor: Actor,
  formId: string,
  action: AuditedChange<unknown>['action'],
  before?: unknown,
): AuditedChange<unknown> {
  return { entity: 'question', action, clientId: actor.clientId, id: formId, before };
}
