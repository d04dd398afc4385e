import { ACTION_MESSAGES, type ActionCreateInput, type ActionDetail } from '@qc/shared/action-plans/schemas';
import { and, eq, isNull, or } from 'drizzle-orm';
import { isForeignKeyViolation, isUniqueViolation } from '../common/database-errors.ts';
import { conflict, fieldError, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { actionDismissals } from '../db/schema-action-plans.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import { forms, questions } from '../db/schema-questionnaires.ts';
import { findScopedEstablishment } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { assertResponsible } from './action-access.ts';
import { getAction } from './get-action.ts';
import { insertAction } from './insert-action.ts';
import { questionOfEvaluation } from '../questionnaires/question-of-evaluation.ts';

/** What an action for an answer points at: a completed evaluation of the establishment and a question it answered. */
async function findAnswerTarget(db: Database, establishmentId: string, evaluationId: string, questionKey: string) {
  const [evaluation] = await db
    .select()
    .from(evaluations)
    .where(and(eq(evaluations.id, evaluationId), eq(evaluations.establishmentId, establishmentId)));
  if (!evaluation) notFound(ACTION_MESSAGES.evaluationNotFound);
  if (evaluation.status !== 'COMPLETED') conflict(ACTION_MESSAGES.evaluationNotCompleted);
  const [question] = await db.select().from(questions).where(questionOfEvaluation(evaluation, questionKey));
  if (!question) notFound(ACTION_MESSAGES.questionNotInEvaluation);
  return { evaluation, question };
}

export async function createAction(db: Database, actor: Actor, input: ActionCreateInput): Promise<ActionDetail> {
  const establishment = await findScopedEstablishment(db, actor, input.establishmentId);
  await assertResponsible(db, establishment.id, input.responsibleId);
  let formId = input.formId ?? null;
  if (input.evaluationId || input.questionKey) {
    if (!input.evaluationId || !input.questionKey) fieldError('questionKey', ACTION_MESSAGES.questionNotInEvaluation);
    const target = await findAnswerTarget(db, establishment.id, input.evaluationId, input.questionKey);
    formId = target.evaluation.formId;
  } else if (formId) {
    // The form must be one the establishment's client may use: the shared library or its own (issue 12: a foreign client's form leaked).
    const [form] = await db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.id, formId), or(isNull(forms.clientId), eq(forms.clientId, establishment.clientId))));
    if (!form) fieldError('formId', 'Questionnaire introuvable');
  }
  try {
    const id = await db.transaction(async (tx) => {
      await assertResponsible(tx, establishment.id, input.responsibleId);
      const created = await insertAction(tx, actor, establishment, input, {
        formId,
        evaluationId: input.evaluationId ?? null,
        questionKey: input.questionKey ?? null,
      });
      // Accepting a proposal once dismissed: the decision is now this action.
      if (input.evaluationId && input.questionKey) {
        await tx
          .delete(actionDismissals)
          .where(
            and(
              eq(actionDismissals.evaluationId, input.evaluationId),
              eq(actionDismissals.questionKey, input.questionKey),
            ),
          );
      }
      return created.id;
    });
    return getAction(db, actor, id);
  } catch (error) {
    if (isUniqueViolation(error)) conflict(ACTION_MESSAGES.alreadyHandled);
    // The establishment (or the evaluation) deleted meanwhile: gone, not a 500.
    if (isForeignKeyViolation(error)) notFound('Établissement introuvable');
    throw error;
  }
}
