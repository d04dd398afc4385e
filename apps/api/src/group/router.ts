import { authed } from '../orpc/base.ts';
import { getGroupView } from './service.ts';

// The permissions (evaluation, action-plan and document reading) and the scope are checked in the service.
export const groupRouter = {
  view: authed.group.view.handler(({ input, context }) => getGroupView(context.deps.db, context.actor, input)),
};
