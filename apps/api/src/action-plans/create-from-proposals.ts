import { ACTION_MESSAGES } from '@qc/shared/action-plans/schemas';
import {
  type ActionsFromProposalsInput,
  type ActionsFromProposalsSchema,
} from '@qc/shared/action-plans/proposal-schemas';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type * as v from 'valibot';
import { recordAudit } from '../audit/audit.ts';
import { isForeignKeyViolation } from '../common/database-errors.ts';
import { conflict, fieldError, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { actions } from '../db/schema-action-plans.ts';
import { findEvaluationInScope } from '../evaluations/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { assertResponsible } from './action-access.ts';
import { computeProposals } from './list-proposals.ts';
import { selectActions, toActions } from './queries.ts';

type Created = v.InferOutput<typeof ActionsFromProposalsSchema>;

/**
 * Issue 27 item 3, « Créer les actions sélectionnées »: one action per selected gap of a completed
 * evaluation, with the proposal's wording, description and priority and the one owner and due date chosen,
 * all in one transaction. The partial unique index (evaluation, question) makes it idempotent: a double
 * submit, or two people at once, creates each action once — the later request answers the gaps already
 * decided in `alreadyDecided` instead of failing.
 */
export async function createActionsFromProposals(
  db: Database,
  actor: Actor,
  input: ActionsFromProposalsInput,
): Promise<Created> {
  const record = await findEvaluationInScope(db, actor, input.evaluationId);
  const { evaluation } = record;
  if (evaluation.status !== 'COMPLETED') conflict(ACTION_MESSAGES.evaluationNotCompleted);
  await assertResponsible(db, evaluation.establishmentId, input.responsibleId);
  const keys = [...new Set(input.questionKeys)];
  let result: { ids: string[]; alreadyDecided: string[] };
  try {
    result = await db.transaction(async (tx) => {
      // The owner's team link, held until the actions exist (an unlink waits, as for one action).
      await assertResponsible(tx, evaluation.establishmentId, input.responsibleId);
      const [proposals, decided] = await Promise.all([
        computeProposals(tx, evaluation),
        tx
          .select({ questionKey: actions.questionKey })
          .from(actions)
          .where(
            and(
              eq(actions.evaluationId, evaluation.id),
              isNotNull(actions.questionKey),
              inArray(actions.questionKey, keys),
            ),
          ),
      ]);
      const pending = new Map(proposals.map((proposal) => [proposal.questionKey, proposal]));
      const decidedKeys = new Set(decided.map((row) => row.questionKey));
      const unknown = keys.filter((key) => !pending.has(key) && !decidedKeys.has(key));
      // Not a gap of this evaluation, or one set aside meanwhile: the list the user chose from is stale.
      if (unknown.length > 0) fieldError('questionKeys', ACTION_MESSAGES.proposalNotPending);
      const chosen = keys.flatMap((key) => pending.get(key) ?? []);
      const rows =
        chosen.length === 0
          ? []
          : await tx
              .insert(actions)
              .values(
                chosen.map((proposal) => ({
                  establishmentId: evaluation.establishmentId,
                  formId: evaluation.formId,
                  questionKey: proposal.questionKey,
                  evaluationId: evaluation.id,
                  title: proposal.title,
                  description: proposal.description,
                  responsibleId: input.responsibleId,
                  dueDate: input.dueDate,
                  priority: proposal.priority,
                  createdById: actor.id,
                })),
              )
              // A concurrent submit inserted some first: those are skipped, not a 409 (idempotent).
              .onConflictDoNothing()
              .returning();
      for (const row of rows) {
        await recordAudit(tx, {
          actorId: actor.id,
          clientId: record.clientId,
          entity: 'action',
          entityId: row.id,
          action: 'create',
          after: row,
        });
      }
      const created = new Set(rows.map((row) => row.questionKey));
      return { ids: rows.map((row) => row.id), alreadyDecided: keys.filter((key) => !created.has(key)) };
    });
  } catch (error) {
    // The evaluation or the establishment deleted meanwhile: gone, not a 500.
    if (isForeignKeyViolation(error)) notFound(ACTION_MESSAGES.evaluationNotFound);
    throw error;
  }
  const created =
    result.ids.length === 0 ? [] : await toActions(db, await selectActions(db).where(inArray(actions.id, result.ids)));
  // The order the gaps were chosen in, whatever the database returned.
  const order = new Map(keys.map((key, index) => [key, index]));
  created.sort((a, b) => (order.get(a.questionKey ?? '') ?? 0) - (order.get(b.questionKey ?? '') ?? 0));
  return { created, alreadyDecided: result.alreadyDecided };
}
