import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import { eq } from 'drizzle-orm';
import { ANSWERABLE_ASSIGNMENT_STATUSES, SHARING_MESSAGES } from '@qc/shared/evaluations/sharing';
import { isSetAside } from '@qc/shared/questionnaires/applicability';
import { conflict, forbidden, invalid, notFound } from '../common/domain-errors.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import type { Actor } from '../scope/actor.ts';
import { findEvaluationAndQuestionInScope } from './answer-queries.ts';

/**
 * An evaluation in scope that is still being answered, and the one question
 * asked: a save reads that row only, not the whole form (issue 13 item 5).
 * Every write to an answer goes through here (save, attach, upload, detach a proof).
 */
export async function findOpenQuestion(db: Database, actor: Actor, evaluationId: string, questionKey: string) {
  // Issue 27 item 2 (ADR 039): whoever may finish the evaluation answers every question; anyone else, once the
  // evaluation is shared out, only the questions given to her and not handed in. Read by the question's statement.
  const heldToOwn = !actor.permissions.has('evaluation:complete');
  // One statement (issue 33 item 2; two sent side by side before, ADR 031): the question is only used once the
  // evaluation is found in scope, and a 404 for an evaluation out of scope says nothing of its questions.
  const found = await findEvaluationAndQuestionInScope(db, actor, evaluationId, questionKey, heldToOwn);
  if (!found) notFound(EVALUATION_MESSAGES.notFound);
  const { record, question } = found;
  if (record.evaluation.status !== 'IN_PROGRESS') conflict(EVALUATION_MESSAGES.notInProgress);
  if (!question) notFound(EVALUATION_MESSAGES.questionNotFound);
  // Issue 26 (ADR 035): a question frozen as not applying takes no answer and no proof. Read from the evaluation's
  // row the scope check already loaded: no statement of its own. An answer kept from before stays as it was.
  if (isSetAside(record.evaluation.applicability?.excluded, questionKey)) invalid(EVALUATION_MESSAGES.questionSetAside);
  const { hold } = found;
  if (hold?.shared) {
    if (hold.assigneeId !== actor.id) forbidden(SHARING_MESSAGES.assignedToOther);
    if (!(ANSWERABLE_ASSIGNMENT_STATUSES as readonly (string | null)[]).includes(hold.status))
      forbidden(SHARING_MESSAGES.handedIn);
  }
  return { record, question };
}

/**
 * Locks an evaluation's row for the rest of the transaction and checks that it
 * is still being answered (issue 12, a race between an answer and the
 * completion). Answer writes take it in `share` mode, so colleagues answering
 * together do not queue behind each other; the completion takes it in
 * `update` mode, so it waits for the answers being saved and they wait for it
 * (then see it COMPLETED and answer 409).
 */
export async function lockOpenEvaluation(
  tx: Transaction,
  evaluationId: string,
  mode: 'share' | 'update',
): Promise<typeof evaluations.$inferSelect> {
  const [row] = await tx.select().from(evaluations).where(eq(evaluations.id, evaluationId)).for(mode);
  if (!row) notFound(EVALUATION_MESSAGES.notFound);
  if (row.status !== 'IN_PROGRESS') conflict(EVALUATION_MESSAGES.notInProgress);
  return row;
}
