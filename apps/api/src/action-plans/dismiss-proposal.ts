import { ACTION_MESSAGES } from '@qc/shared/action-plans/schemas';
import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import type { Database } from '../db/client.ts';
import { actionDismissals } from '../db/schema-action-plans.ts';
import { conflict, fieldError, notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { findEvaluationInScope } from '../evaluations/queries.ts';
import { listProposals } from './list-proposals.ts';

/** Dismisses a proposal, recorded with who and why; never an impératif's. */
export async function dismissProposal(
  db: Database,
  actor: Actor,
  input: { evaluationId: string; questionKey: string; reason?: string | undefined },
): Promise<{ success: true }> {
  const proposals = await listProposals(db, actor, input.evaluationId);
  const proposal = proposals.find((item) => item.questionKey === input.questionKey);
  if (!proposal) {
    const record = await findEvaluationInScope(db, actor, input.evaluationId);
    if (record.evaluation.status !== 'COMPLETED') conflict(ACTION_MESSAGES.evaluationNotCompleted);
    notFound(EVALUATION_MESSAGES.questionNotFound);
  }
  if (proposal.isCritical && proposal.reason === 'NON_CONFORMING') {
    fieldError('questionKey', ACTION_MESSAGES.criticalCannotBeDismissed);
  }
  await db
    .insert(actionDismissals)
    .values({
      evaluationId: input.evaluationId,
      questionKey: input.questionKey,
      reason: input.reason || null,
      dismissedById: actor.id,
    })
    .onConflictDoNothing();
  return { success: true };
}
