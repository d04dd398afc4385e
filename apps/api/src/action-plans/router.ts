import { assertEstablishmentStream, publishChange, subscribeWhileAllowed } from '../live/publish.ts';
import { authed, requirePermission, type AuthedContext } from '../orpc/base.ts';
import { byField, byId, operation, operations, type Operation } from '../orpc/operations.ts';
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

// DESIGN §3 permissions (action-plan:read, manage) before any scope; update-own, which depends on the action, in the operations.
const read = ['action-plan:read'] as const;
const manage = ['action-plan:manage'] as const;
export const actionPlansRouter = {
  ...operations(authed.actionPlans, read, { list: listActions, get: byId(getAction) }),
  create: operation(authed.actionPlans.create, manage, publishing(createAction)),
  update: operation(authed.actionPlans.update, read, publishing(updateAction)),
  remove: authed.actionPlans.remove
    .use(requirePermission(...read))
    .use(requirePermission(...manage))
    .handler(async ({ input, context }) => {
      const action = await getAction(context.deps.db, context.actor, input.id);
      await deleteAction(context.deps.db, context.actor, input.id);
      await published(context, action);
    }),
  ...operations(authed.actionPlans, read, {
    addComment: publishing(addActionComment),
    uploadEvidence: publishing((db, actor, input, context) =>
      uploadActionEvidence(db, context.deps.storage, actor, input),
    ),
    detachEvidence: publishing(detachActionEvidence),
    proposals: byField('evaluationId', listProposals),
    dismissals: byField('evaluationId', listDismissals),
    exportCsv: byField('establishmentId', exportActionsCsv),
    exportXlsx: byField('establishmentId', exportActionsXlsx),
  }),
  // Deciding gaps is managing the plan (a COLLABORATOR may not today: DESIGN §3); reading it comes first.
  ...operations(authed.actionPlans, [...read, ...manage], {
    dismiss: dismissProposal,
    restore: restoreProposal,
    createFromProposals: async (db, actor, input, context) => {
      const result = await createActionsFromProposals(db, actor, input);
      for (const action of result.created) await published(context, action);
      return result;
    },
  }),
  // Not a generator: the checks run before the stream answers, so a refusal is a real 401/403/404.
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
