import { authed } from '../orpc/base.ts';
import { operations } from '../orpc/operations.ts';
import { compareForm } from './compare-form.ts';
import { compareQuestion } from './compare-question.ts';
import { getEvaluationCycle } from './get-evaluation-cycle.ts';
import { getGroupView } from './get-group-view.ts';

// A row of the view shows evaluations, actions and documents, a comparison answers and proofs: reading each is
// required, before any scope (the scope is in the queries).
export const groupRouter = operations(authed.group, {
  view: (db, actor, input) => getGroupView(db, actor, input),
  compare: compareForm,
  compareQuestion,
  // Issue 28 item 5 (ADR 046): the cycle shows evaluations and the projet d'évaluation's presence: both readings are
  // required (an ADMIN of the platform, no member of a client, has no evaluation-project:read: 403, as ADR 044).
  cycle: (db, actor, input) => getEvaluationCycle(db, actor, input),
});
