import { authed } from '../orpc/base.ts';
import { operation } from '../orpc/operations.ts';
import { compareForm } from './compare-form.ts';
import { compareQuestion } from './compare-question.ts';
import { getGroupView } from './get-group-view.ts';

// A row of the view shows evaluations, actions and documents, a comparison answers and proofs: reading each is
// required, before any scope (the scope is in the queries).
export const groupRouter = {
  view: operation(authed.group.view, ['evaluation:read', 'action-plan:read', 'document:read'], (db, actor, input) =>
    getGroupView(db, actor, input),
  ),
  compare: operation(authed.group.compare, ['evaluation:read', 'document:read'], compareForm),
  compareQuestion: operation(authed.group.compareQuestion, ['evaluation:read', 'document:read'], compareQuestion),
};
