import { EVALUATION_MESSAGES, type EvaluationDetail } from '@qc/shared/evaluations/schemas';
import { scoreAnswer, toScorableQuestion, type AnswerValue } from '@qc/shared/scoring/score';
import { and, desc, eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { isUniqueViolation } from '../common/database-errors.ts';
import { conflict, notFound } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { answerEvidence, answers } from '../db/schema-evaluations.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import { forms } from '../db/schema-questionnaires.ts';
import { establishmentScopeWhere, toRegulatoryProfile } from '../establishments/queries.ts';
import { visibleWhere } from '../questionnaires/access.ts';
import type { Actor } from '../scope/actor.ts';
import { freezeApplicability } from './applicability.ts';
import { getEvaluation } from './get-evaluation.ts';
import { loadAnswers } from './answer-queries.ts';
import { loadQuestions } from './queries.ts';

/**
 * DESIGN §5: starts an evaluation of the form's current version, or answers the
 * one already in progress (a double click, or a colleague who started it first).
 */
export async function startEvaluation(
  db: Database,
  actor: Actor,
  input: { establishmentId: string; formId: string; fromPrevious: boolean },
): Promise<EvaluationDetail> {
  const [establishment] = await db
    .select()
    .from(establishments)
    .where(and(eq(establishments.id, input.establishmentId), establishmentScopeWhere(await actor.getScope())));
  if (!establishment) notFound(EVALUATION_MESSAGES.establishmentNotFound);
  // The form must be visible to the caller and belong to the shared library or to the establishment's client.
  const [form] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, input.formId), visibleWhere(forms.clientId, actor)));
  if (!form || (form.clientId !== null && form.clientId !== establishment.clientId)) {
    notFound(EVALUATION_MESSAGES.formNotFound);
  }

  const existing = await findInProgressId(db, establishment.id, form.id);
  if (existing) return getEvaluation(db, actor, existing);

  if (form.status !== 'ACTIVE') conflict(EVALUATION_MESSAGES.formInactive);
  const categories = form.establishmentCategories ?? [];
  if (categories.length > 0 && establishment.category && !categories.includes(establishment.category)) {
    conflict(EVALUATION_MESSAGES.formNotApplicable);
  }
  const questionList = (await loadQuestions(db, [{ formId: form.id, version: form.version }])).get(
    `${form.id}:${form.version}`,
  );
  if (!questionList?.length) conflict(EVALUATION_MESSAGES.formEmpty);
  // Issue 26 (ADR 035): which questions apply is frozen with the evaluation, from the profile as it is now.
  const applicability = freezeApplicability(questionList, toRegulatoryProfile(establishment));

  let createdId: string;
  try {
    createdId = await db.transaction(async (tx) => {
      const audit = { entity: 'evaluation', action: 'create', clientId: establishment.clientId } as const;
      const created = await audited(tx, actor, audit, async () => {
        const [row] = await tx
          .insert(evaluations)
          .values({
            establishmentId: establishment.id,
            formId: form.id,
            formVersion: form.version,
            status: 'IN_PROGRESS',
            startedById: actor.id,
            applicability,
          })
          .returning();
        if (input.fromPrevious) await copyPreviousAnswers(tx, row!, actor);
        return row!;
      });
      return created.id;
    });
  } catch (error) {
    // Two starts raced: the unique index kept one; answer it.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findInProgressId(db, establishment.id, form.id);
    if (!winner) throw error;
    createdId = winner;
  }
  return getEvaluation(db, actor, createdId);
}

async function findInProgressId(db: Database, establishmentId: string, formId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(
      and(
        eq(evaluations.establishmentId, establishmentId),
        eq(evaluations.formId, formId),
        eq(evaluations.status, 'IN_PROGRESS'),
      ),
    );
  return row?.id ?? null;
}

/**
 * DESIGN §5 "A new one may start from the answers of the last completed one":
 * the answers whose question still exists (same key) and whose value still fits, with their evidence.
 */
async function copyPreviousAnswers(
  tx: Transaction,
  created: typeof evaluations.$inferSelect,
  actor: Actor,
): Promise<void> {
  const [previous] = await tx
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(
      and(
        eq(evaluations.establishmentId, created.establishmentId),
        eq(evaluations.formId, created.formId),
        eq(evaluations.status, 'COMPLETED'),
      ),
    )
    .orderBy(desc(evaluations.completedAt))
    .limit(1);
  if (!previous) return;
  const [questionsByVersion, answersByEvaluation] = await Promise.all([
    loadQuestions(tx, [{ formId: created.formId, version: created.formVersion }]),
    loadAnswers(tx, [previous.id]),
  ]);
  const byKey = new Map(
    (questionsByVersion.get(`${created.formId}:${created.formVersion}`) ?? []).map((question) => [
      question.key,
      question,
    ]),
  );
  for (const item of answersByEvaluation.get(previous.id) ?? []) {
    const question = byKey.get(item.row.questionKey);
    if (!question) continue;
    const value = item.row.value as AnswerValue | null;
    const fits = value === null || scoreAnswer(toScorableQuestion(question), value) !== null;
    const [copy] = await tx
      .insert(answers)
      .values({
        evaluationId: created.id,
        questionKey: item.row.questionKey,
        value: fits ? value : null,
        notApplicable: item.row.notApplicable && !question.isCritical,
        justification: item.row.justification,
        comment: item.row.comment,
        answeredById: actor.id,
      })
      .returning({ id: answers.id });
    if (item.evidence.length > 0) {
      await tx
        .insert(answerEvidence)
        .values(item.evidence.map((document) => ({ answerId: copy!.id, documentId: document.id })));
    }
  }
}
