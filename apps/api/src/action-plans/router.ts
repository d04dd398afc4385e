import { assertEstablishmentStream, publishChange, subscribeWhileAllowed } from '../live/publish.ts';
import { authed, requirePermission, type AuthedContext } from '../orpc/base.ts';
import { addActionComment } from './add-action-comment.ts';
import { createAction } from './create-action.ts';
import { deleteAction } from './delete-action.ts';
import { detachActionEvidence } from './detach-action-evidence.ts';
import { getAction } from './get-action.ts';
import { listActions } from './list-actions.ts';
import { updateAction } from './update-action.ts';
import { uploadActionEvidence } from './upload-action-evidence.ts';
import { exportActionsCsv, exportActionsXlsx } from './export.ts';
import { dismissProposal } from './dismiss-proposal.ts';
import { listProposals } from './list-proposals.ts';

// DESIGN §3 permissions (action-plan:read, manage) before any scope; update-own, which depends on the action, in the operations.
const read = requirePermission('action-plan:read');
const manage = requirePermission('action-plan:manage');
export const actionPlansRouter = {
  list: authed.actionPlans.list
    .use(read)
    .handler(({ input, context }) => listActions(context.deps.db, context.actor, input)),
  get: authed.actionPlans.get
    .use(read)
    .handler(({ input, context }) => getAction(context.deps.db, context.actor, input.id)),
  create: authed.actionPlans.create
    .use(manage)
    .handler(async ({ input, context }) =>
      published(context, await createAction(context.deps.db, context.actor, input)),
    ),
  update: authed.actionPlans.update
    .use(read)
    .handler(async ({ input, context }) =>
      published(context, await updateAction(context.deps.db, context.actor, input)),
    ),
  remove: authed.actionPlans.remove
    .use(read)
    .use(manage)
    .handler(async ({ input, context }) => {
      const action = await getAction(context.deps.db, context.actor, input.id);
      await deleteAction(context.deps.db, context.actor, input.id);
      await published(context, action);
    }),
  addComment: authed.actionPlans.addComment
    .use(read)
    .handler(async ({ input, context }) =>
      published(context, await addActionComment(context.deps.db, context.actor, input)),
    ),
  uploadEvidence: authed.actionPlans.uploadEvidence
    .use(read)
    .handler(async ({ input, context }) =>
      published(context, await uploadActionEvidence(context.deps.db, context.deps.storage, context.actor, input)),
    ),
  detachEvidence: authed.actionPlans.detachEvidence
    .use(read)
    .handler(async ({ input, context }) =>
      published(context, await detachActionEvidence(context.deps.db, context.actor, input)),
    ),
  proposals: authed.actionPlans.proposals
    .use(read)
    .handler(({ input, context }) => listProposals(context.deps.db, context.actor, input.evaluationId)),
  dismiss: authed.actionPlans.dismiss
    .use(manage)
    .handler(({ input, context }) => dismissProposal(context.deps.db, context.actor, input)),
  exportCsv: authed.actionPlans.exportCsv
    .use(read)
    .handler(({ input, context }) => exportActionsCsv(context.deps.db, context.actor, input.establishmentId)),
  exportXlsx: authed.actionPlans.exportXlsx
    .use(read)
    .handler(({ input, context }) => exportActionsXlsx(context.deps.db, context.actor, input.establishmentId)),
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

/** Tells the others looking at the same plan, then answers the caller. */
async function published<T extends { id: string; establishmentId: string }>(context: AuthedContext, action: T) {
  await publishChange(context, `action-plan:${action.establishmentId}`, { type: 'action', subject: action.id });
  return action;
}
