import { assertEstablishmentStream, publishChange, subscribeWhileAllowed } from '../live/publish.ts';
import { authed, type AuthedContext } from '../orpc/base.ts';
import { answeringNothing, byField, byId, operations, type Operation } from '../orpc/operations.ts';
import { addActionComment } from './add-action-comment.ts';
import { createAction } from './create-action.ts';
import { deleteAction } from './delete-action.ts';
import { detachActionEvidence } from './detach-action-evidence.ts';
import { getAction } from './get-action.ts';
import { listActions } from './list-actions.ts';
import { updateAction } from './update-action.ts';
import { uploadActionEvidence } from './upload-action-evidence.ts';
import { exportActionsCsv, exportActionsXlsx } from './export.ts';
import { createActionsFromProposals } from './create-from-proposals.ts';
import { dismissProposal, restoreProposal } from './dismiss-proposal.ts';
import { listDismissals } from './list-dismissals.ts';
import { listProposals } from './list-proposals.ts';

// DESIGN §3 permissions (action-plan:read, manage) come from PROCEDURE_PERMISSIONS; update-own, which depends on
// the action, is checked in the operations.
export const actionPlansRouter = {
  ...operations(authed.actionPlans, {
    list: listActions,
    get: byId(getAction),
    create: publishing(createAction),
    update: publishing(updateAction),
    remove: answeringNothing(async (db, actor, input, context) => {
      const action = await getAction(db, actor, input.id);
      await deleteAction(db, actor, input.id);
      await published(context, action);
    }),
    addComment: publishing(addActionComment),
    uploadEvidence: publishing((db, actor, input, context) =>
      uploadActionEvidence(db, context.deps.storage, actor, input),
    ),
    detachEvidence: publishing(detachActionEvidence),
    proposals: byField('evaluationId', listProposals),
    dismissals: byField('evaluationId', listDismissals),
    exportCsv: byField('establishmentId', exportActionsCsv),
    exportXlsx: byField('establishmentId', exportActionsXlsx),
    // Deciding gaps is managing the plan (a COLLABORATOR may not today: DESIGN §3).
    dismiss: dismissProposal,
    restore: restoreProposal,
    createFromProposals: async (db, actor, input, context) => {
      const result = await createActionsFromProposals(db, actor, input);
      for (const action of result.created) await published(context, action);
      return result;
    },
  }),
  // The one procedure wired by hand: a live stream needs the request's signal. Not a generator: the checks run before the stream answers, so a refusal is a real 401/403/404.
  // Each event is delivered only while the session still reaches the establishment (issue 12).
  events: authed.actionPlans.events.handler(async ({ input, context, signal }) => {
    await assertEstablishmentStream(context.deps.db, context, input.establishmentId, 'action-plan:read');
    return subscribeWhileAllowed(
      context,
      `action-plan:${input.establishmentId}`,
      { establishmentId: input.establishmentId, permission: 'action-plan:read' },
      signal,
    );
  }),
};

/** The operation, whose action the others looking at the same plan are told of. */
function publishing<TInput, T extends { id: string; establishmentId: string }>(
  run: Operation<TInput, T>,
): Operation<TInput, T> {
  return async (db, actor, input, context) => published(context, await run(db, actor, input, context));
}

/** Tells the others looking at the same plan, then answers the caller. */
async function published<T extends { id: string; establishmentId: string }>(context: AuthedContext, action: T) {
  await publishChange(context, `action-plan:${action.establishmentId}`, { type: 'action', subject: action.id });
  return action;
}
