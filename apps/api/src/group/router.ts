import { authed, requirePermission } from '../orpc/base.ts';
import { compareForm } from './compare-form.ts';
import { compareQuestion } from './compare-question.ts';
import { getGroupView } from './get-group-view.ts';

// A row of the view shows evaluations, actions and documents, a comparison answers and proofs: reading each is
// required, before any scope (the scope is in the queries).
export const groupRouter = {
  view: authed.group.view
    .use(requirePermission('evaluation:read', 'action-plan:read', 'document:read'))
    .handler(({ input, context }) => getGroupView(context.deps.db, context.actor, input)),
  compare: authed.group.compare
    .use(requirePermission('evaluation:read', 'document:read'))
    .handler(({ input, context }) => compareForm(context.deps.db, context.actor, input)),
  compareQuestion: authed.group.compareQuestion
    .use(requirePermission('evaluation:read', 'document:read'))
    .handler(({ input, context }) => compareQuestion(context.deps.db, context.actor, input)),
};
