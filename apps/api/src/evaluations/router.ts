import { authed } from '../orpc/base.ts';
import { attachEvidence, detachEvidence, uploadEvidence } from './evidence.ts';
import { compareEvaluation, getEvaluationOverview } from './overview.ts';
import {
  completeEvaluation,
  deleteEvaluation,
  getEvaluation,
  listEvaluations,
  reopenEvaluation,
  saveAnswer,
  startEvaluation,
} from './service.ts';

// DESIGN §3 permissions (evaluation:read, answer, complete, reopen; document:attach-evidence) are checked in the services.
export const evaluationsRouter = {
  overview: authed.evaluations.overview.handler(({ input, context }) =>
    getEvaluationOverview(context.deps.db, context.actor, input.establishmentId),
  ),
  compare: authed.evaluations.compare.handler(({ input, context }) =>
    compareEvaluation(context.deps.db, context.actor, input.id),
  ),
  list: authed.evaluations.list.handler(({ input, context }) => listEvaluations(context.deps.db, context.actor, input)),
  get: authed.evaluations.get.handler(({ input, context }) => getEvaluation(context.deps.db, context.actor, input.id)),
  start: authed.evaluations.start.handler(({ input, context }) =>
    startEvaluation(context.deps.db, context.actor, input),
  ),
  saveAnswer: authed.evaluations.saveAnswer.handler(({ input, context }) =>
    saveAnswer(context.deps.db, context.actor, input),
  ),
  attachEvidence: authed.evaluations.attachEvidence.handler(({ input, context }) =>
    attachEvidence(context.deps.db, context.actor, input),
  ),
  uploadEvidence: authed.evaluations.uploadEvidence.handler(({ input, context }) =>
    uploadEvidence(context.deps.db, context.deps.storage, context.actor, input),
  ),
  detachEvidence: authed.evaluations.detachEvidence.handler(({ input, context }) =>
    detachEvidence(context.deps.db, context.actor, input),
  ),
  complete: authed.evaluations.complete.handler(({ input, context }) =>
    completeEvaluation(context.deps.db, context.actor, input.id),
  ),
  reopen: authed.evaluations.reopen.handler(({ input, context }) =>
    reopenEvaluation(context.deps.db, context.actor, input.id),
  ),
  remove: authed.evaluations.remove.handler(async ({ input, context }) => {
    await deleteEvaluation(context.deps.db, context.actor, input.id);
  }),
};
