import { authed } from '../orpc/base.ts';
import { compareForm } from './compare-form.ts';
import { compareQuestion } from './compare-question.ts';
import { getGroupView } from './get-group-view.ts';

// The permissions (evaluation, action-plan and document reading) and the scope are checked in the services.
export const groupRouter = {
  view: authed.group.view.handler(({ input, context }) => getGroupView(context.deps.db, context.actor, input)),
  compare: authed.group.compare.handler(({ input, context }) => compareForm(context.deps.db, context.actor, input)),
  compareQuestion: authed.group.compareQuestion.handler(({ input, context }) =>
    compareQuestion(context.deps.db, context.actor, input),
  ),
};
