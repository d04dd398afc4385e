import type { FormDetail } from '@qc/shared/questionnaires/schemas';
import type { QuestionInput } from '@qc/shared/questionnaires/question-schemas';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { audited, type AuditedChange } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { forms, formVersions, questions } from '../db/schema-questionnaires.ts';
import { fieldError, notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { visibleWhere } from './access.ts';
import { FORM_ERRORS, getFormDetail, isVersionAnswered, lockFormToAuthor } from './forms-queries.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
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
async function changeQuestions(
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
async function findQuestionRef(db: Database, actor: Actor, id: string): Promise<{ formId: string; key: string }> {
  const [row] = await db
    .select({ formId: questions.formId, key: questions.key })
    .from(questions)
    .innerJoin(forms, eq(forms.id, questions.formId))
    .where(and(eq(questions.id, id), visibleWhere(forms.clientId, actor)));
  if (!row) notFound(FORM_ERRORS.questionNotFound);
  return row;
}

async function findByKey(tx: Transaction, formId: string, version: number, key: string): Promise<QuestionRow> {
  const [row] = await tx
    .select()
    .from(questions)
    .where(and(eq(questions.formId, formId), eq(questions.version, version), eq(questions.key, key)));
  if (!row) notFound(FORM_ERRORS.questionNotFound);
  return row;
}

async function listVersion(tx: Transaction, formId: string, version: number): Promise<QuestionRow[]> {
  return tx
    .select()
    .from(questions)
    .where(and(eq(questions.formId, formId), eq(questions.version, version)))
    .orderBy(asc(questions.position), asc(questions.createdAt));
}

/** Opens a gap at `position` (0-based) and answers the position to use. */
async function makeRoom(
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
function questionChange(
  actor: Actor,
  formId: string,
  action: AuditedChange<unknown>['action'],
  before?: unknown,
): AuditedChange<unknown> {
  return { entity: 'question', action, clientId: actor.clientId, id: formId, before };
}

export function createQuestion(
  db: Database,
  actor: Actor,
  input: QuestionInput & { formId: string; position?: number | undefined },
) {
  return changeQuestions(db, actor, input.formId, async (tx, version) => {
    const position = await makeRoom(tx, input.formId, version, input.position);
    await audited(tx, actor, questionChange(actor, input.formId, 'create'), async () => {
      const [row] = await tx
        .insert(questions)
        .values({ ...toColumns(input), formId: input.formId, version, key: crypto.randomUUID(), position })
        .returning();
      return row;
    });
  });
}

export async function updateQuestion(db: Database, actor: Actor, input: QuestionInput & { id: string }) {
  const ref = await findQuestionRef(db, actor, input.id);
  return changeQuestions(db, actor, ref.formId, async (tx, version) => {
    const before = await findByKey(tx, ref.formId, version, ref.key);
    await audited(tx, actor, questionChange(actor, ref.formId, 'update', before), async () => {
      const [after] = await tx.update(questions).set(toColumns(input)).where(eq(questions.id, before.id)).returning();
      return after;
    });
  });
}

export async function duplicateQuestion(db: Database, actor: Actor, id: string) {
  const ref = await findQuestionRef(db, actor, id);
  return changeQuestions(db, actor, ref.formId, async (tx, version) => {
    const { id: _id, createdAt: _createdAt, key: _key, ...source } = await findByKey(tx, ref.formId, version, ref.key);
    const position = await makeRoom(tx, ref.formId, version, source.position + 1);
    await audited(tx, actor, questionChange(actor, ref.formId, 'create'), async () => {
      const [row] = await tx
        .insert(questions)
        .values({ ...source, label: `${source.label} (copie)`, key: crypto.randomUUID(), position })
        .returning();
      return row;
    });
  });
}

export async function deleteQuestion(db: Database, actor: Actor, id: string) {
  const ref = await findQuestionRef(db, actor, id);
  return changeQuestions(db, actor, ref.formId, async (tx, version) => {
    const before = await findByKey(tx, ref.formId, version, ref.key);
    await audited(tx, actor, questionChange(actor, ref.formId, 'delete', before), async () => {
      await tx.delete(questions).where(eq(questions.id, before.id));
    });
    const rest = await listVersion(tx, ref.formId, version);
    await renumber(
      tx,
      rest.map((row) => row.id),
    );
  });
}

export function reorderQuestions(db: Database, actor: Actor, input: { formId: string; keys: string[] }) {
  return changeQuestions(db, actor, input.formId, async (tx, version) => {
    const current = await listVersion(tx, input.formId, version);
    const byKey = new Map(current.map((row) => [row.key, row]));
    const isPermutation =
      input.keys.length === current.length &&
      new Set(input.keys).size === current.length &&
      input.keys.every((key) => byKey.has(key));
    if (!isPermutation) {
      fieldError('keys', "L'ordre envoyé ne correspond plus aux questions du questionnaire : rechargez la page");
    }
    const before = { order: current.map((row) => row.key) };
    await audited(tx, actor, questionChange(actor, input.formId, 'update', before), async () => {
      await renumber(
        tx,
        input.keys.map((key) => byKey.get(key)!.id),
      );
      return { order: input.keys };
    });
  });
}

async function renumber(tx: Transaction, orderedIds: string[]) {
  for (const [position, id] of orderedIds.entries()) {
    await tx.update(questions).set({ position }).where(eq(questions.id, id));
  }
}
