import { ACTION_MESSAGES } from '@qc/shared/action-plans/schemas';
import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import { and, eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { actionDismissals } from '../db/schema-action-plans.ts';
import { conflict, fieldError, notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { findEvaluationInScope, type EvaluationRecord } from '../evaluations/queries.ts';
import { computeProposals } from './list-proposals.ts';

/**
 * A dismissal's audit record, its creation or its undoing; its id in the audit trail is its evaluation and question,
 * the row's key.
 */
function dismissalChange(
  record: EvaluationRecord,
  input: { evaluationId: string; questionKey: string },
  action: 'create' | 'delete',
) {
  const id = `${input.evaluationId}:${input.questionKey}`;
  return { entity: 'action-dismissal', action, clientId: record.clientId, id } as const;
}

/**
 * Dismisses a proposal, never an impératif's: with who, when and why (the reason is required, issue 27
 * item 3), in the audit trail too. A second dismissal of the same gap changes nothing.
 */
export async function dismissProposal(
  db: Database,
  actor: Actor,
  input: { evaluationId: string; questionKey: string; reason: string },
): Promise<{ success: true }> {
  const record = await findEvaluationInScope(db, actor, input.evaluationId);
  if (record.evaluation.status !== 'COMPLETED') conflict(ACTION_MESSAGES.evaluationNotCompleted);
  const proposal = (await computeProposals(db, record.evaluation)).find(
    (item) => item.questionKey === input.questionKey,
  );
  if (!proposal) notFound(EVALUATION_MESSAGES.questionNotFound);
  if (proposal.isCritical && proposal.reason === 'NON_CONFORMING') {
    fieldError('questionKey', ACTION_MESSAGES.criticalCannotBeDismissed);
  }
  await db.transaction(async (tx) => {
    await audited(tx, actor, dismissalChange(record, input, 'create'), async () => {
      const [row] = await tx
        .insert(actionDismissals)
        .values({
          evaluationId: input.evaluationId,
          questionKey: input.questionKey,
          reason: input.reason,
          dismissedById: actor.id,
        })
        .onConflictDoNothing()
        .returning();
      // Already dismissed by a concurrent request: nothing written, nothing audited.
      return row ? { ...row, establishmentId: record.evaluation.establishmentId, title: proposal.title } : null;
    });
  });
  return { success: true };
}

/** « Rétablir »: the gap comes back among the proposals; the audit trail keeps the dismissal and its undoing. */
export async function restoreProposal(
  db: Database,
  actor: Actor,
  input: { evaluationId: string; questionKey: string },
): Promise<{ success: true }> {
  const record = await findEvaluationInScope(db, actor, input.evaluationId);
  const deleted = await db.transaction(async (tx) => {
    return audited(tx, actor, dismissalChange(record, input, 'delete'), async () => {
      const [row] = await tx
        .delete(actionDismissals)
        .where(
          and(
            eq(actionDismissals.evaluationId, input.evaluationId),
            eq(actionDismissals.questionKey, input.questionKey),
          ),
        )
        .returning();
      return row ? { ...row, establishmentId: record.evaluation.establishmentId } : null;
    });
  });
  if (!deleted) notFound(ACTION_MESSAGES.dismissalNotFound);
  return { success: true };
}
