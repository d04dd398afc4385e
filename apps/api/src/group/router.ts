import { authed } from '../orpc/base.ts';
import { operation } from '../orpc/operations.ts';
import { compareForm } from './compare-form.ts';
import { compareQuestion } from './compare-question.ts';
import { getEvaluationCycle } from './get-evaluation-cycle.ts';
import { getGroupView } from './get-group-view.ts';

// A row of the view shows evaluations, actions and documents, a comparison answers and proofs: reading each is
// required, before any scope (the scope is in the queries).
export const groupRouter = {
  view: operation(authed.group.view, ['evaluation:read', 'action-plan:read', 'document:read'], (db, actor, input) =>
    getGroupView(db, actor, input),
  ),
  compare: operation(authed.group.compare, ['evaluation:read', 'document:read'], compareForm),
  compareQuestion: operation(authed.group.compareQuestion, ['evaluation:read', 'document:read'], compareQuestion),
  // Issue 28 item 5 (ADR 046): the cycle shows evaluations and the projet d'évaluation's presence: both readings are
  // required (an ADMIN of the platform, no member of a client, has no evaluation-project:read: 403, as ADR 044).
  cycle: operation(authed.group.cycle, ['evaluation:read', 'evaluation-project:read'], (db, actor, input) =>
    getEvaluationCycle(db, actor, input),
  ),
};
