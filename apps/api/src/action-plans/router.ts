import { authed } from '../orpc/base.ts';
import { uploadActionEvidence } from './evidence.ts';
import { exportActionsCsv } from './export.ts';
import { dismissProposal, listProposals } from './proposals.ts';
import {
  addActionComment,
  createAction,
  deleteAction,
  detachActionEvidence,
  getAction,
  listActions,
  updateAction,
} from './service.ts';

// DESIGN §3 permissions (action-plan:read, manage, update-own) are checked in the services.
export const actionPlansRouter = {
  list: authed.actionPlans.list.handler(({ input, context }) => listActions(context.deps.db, context.actor, input)),
  get: authed.actionPlans.get.handler(({ input, context }) => getAction(context.deps.db, context.actor, input.id)),
  create: authed.actionPlans.create.handler(({ input, context }) =>
    createAction(context.deps.db, context.actor, input),
  ),
  update: authed.actionPlans.update.handler(({ input, context }) =>
    updateAction(context.deps.db, context.actor, input),
  ),
  remove: authed.actionPlans.remove.handler(async ({ input, context }) => {
    await deleteAction(context.deps.db, context.actor, input.id);
  }),
  addComment: authed.actionPlans.addComment.handler(({ input, context }) =>
    addActionComment(context.deps.db, context.actor, input),
  ),
  uploadEvidence: authed.actionPlans.uploadEvidence.handler(({ input, context }) =>
    uploadActionEvidence(context.deps.db, context.deps.storage, context.actor, input),
  ),
  detachEvidence: authed.actionPlans.detachEvidence.handler(({ input, context }) =>
    detachActionEvidence(context.deps.db, context.actor, input),
  ),
  proposals: authed.actionPlans.proposals.handler(({ input, context }) =>
    listProposals(context.deps.db, context.actor, input.evaluationId),
  ),
  dismiss: authed.actionPlans.dismiss.handler(({ input, context }) =>
    dismissProposal(context.deps.db, context.actor, input),
  ),
  exportCsv: authed.actionPlans.exportCsv.handler(({ input, context }) =>
    exportActionsCsv(context.deps.db, context.actor, input.establishmentId),
  ),
};
