import { publishChange, subscribeWhileAllowed } from '../live/publish.ts';
import { authed, requirePermission } from '../orpc/base.ts';
import { findEvaluationInScope } from './queries.ts';
import { attachEvidence } from './attach-evidence.ts';
import { detachEvidence } from './detach-evidence.ts';
import { uploadEvidence } from './upload-evidence.ts';
import { compareEvaluation } from './compare-evaluation.ts';
import { getEvaluationOverview } from './get-evaluation-overview.ts';
import { completeEvaluation } from './complete-evaluation.ts';
import { deleteEvaluation } from './delete-evaluation.ts';
import { getEvaluation } from './get-evaluation.ts';
import { listEvaluations } from './list-evaluations.ts';
import { reopenEvaluation } from './reopen-evaluation.ts';
import { saveAnswer } from './save-answer.ts';
import { startEvaluation } from './start-evaluation.ts';

// DESIGN §3 permissions (evaluation:read, answer, complete, reopen; document:attach-evidence), checked before any scope.
export const evaluationsRouter = {
  overview: authed.evaluations.overview
    .use(requirePermission('evaluation:read'))
    .handler(({ input, context }) => getEvaluationOverview(context.deps.db, context.actor, input.establishmentId)),
  compare: authed.evaluations.compare
    .use(requirePermission('evaluation:read'))
    .handler(({ input, context }) => compareEvaluation(context.deps.db, context.actor, input.id)),
  list: authed.evaluations.list
    .use(requirePermission('evaluation:read'))
    .handler(({ input, context }) => listEvaluations(context.deps.db, context.actor, input)),
  get: authed.evaluations.get
    .use(requirePermission('evaluation:read'))
    .handler(({ input, context }) => getEvaluation(context.deps.db, context.actor, input.id)),
  start: authed.evaluations.start
    .use(requirePermission('evaluation:answer'))
    .handler(({ input, context }) => startEvaluation(context.deps.db, context.actor, input)),
  saveAnswer: authed.evaluations.saveAnswer
    .use(requirePermission('evaluation:answer'))
    .handler(async ({ input, context }) => {
      const answer = await saveAnswer(context.deps.db, context.actor, input);
      await publishChange(context, `evaluation:${input.evaluationId}`, { type: 'answer', subject: input.questionKey });
      return answer;
    }),
  attachEvidence: authed.evaluations.attachEvidence
    .use(requirePermission('document:attach-evidence'))
    .handler(async ({ input, context }) => {
      const answer = await attachEvidence(context.deps.db, context.actor, input);
      await publishChange(context, `evaluation:${input.evaluationId}`, { type: 'answer', subject: input.questionKey });
      return answer;
    }),
  uploadEvidence: authed.evaluations.uploadEvidence
    .use(requirePermission('document:attach-evidence'))
    .handler(async ({ input, context }) => {
      const answer = await uploadEvidence(context.deps.db, context.deps.storage, context.actor, input);
      await publishChange(context, `evaluation:${input.evaluationId}`, { type: 'answer', subject: input.questionKey });
      return answer;
    }),
  detachEvidence: authed.evaluations.detachEvidence
    .use(requirePermission('document:attach-evidence'))
    .handler(async ({ input, context }) => {
      const answer = await detachEvidence(context.deps.db, context.actor, input);
      await publishChange(context, `evaluation:${input.evaluationId}`, { type: 'answer', subject: input.questionKey });
      return answer;
    }),
  complete: authed.evaluations.complete
    .use(requirePermission('evaluation:complete'))
    .handler(async ({ input, context }) => {
      const evaluation = await completeEvaluation(context.deps.db, context.actor, input.id);
      await publishStatus(context, evaluation.id, evaluation.establishmentId, evaluation.status);
      return evaluation;
    }),
  reopen: authed.evaluations.reopen.use(requirePermission('evaluation:reopen')).handler(async ({ input, context }) => {
    const evaluation = await reopenEvaluation(context.deps.db, context.actor, input.id);
    await publishStatus(context, evaluation.id, evaluation.establishmentId, evaluation.status);
    return evaluation;
  }),
  remove: authed.evaluations.remove
    .use(requirePermission('evaluation:complete'))
    .handler(async ({ input, context }) => {
      const { evaluation } = await findEvaluationInScope(context.deps.db, context.actor, input.id);
      await deleteEvaluation(context.deps.db, context.actor, input.id);
      await publishStatus(context, input.id, evaluation.establishmentId, 'DELETED');
    }),
  // Not a generator: the checks run before the stream answers, so a refusal is a real 401/403/404.
  // Each event is delivered only while the session still reaches the evaluation's establishment (issue 12):
  // the establishment, not the evaluation, so that its deletion still reaches the readers.
  events: authed.evaluations.events
    .use(requirePermission('evaluation:read'))
    .handler(async ({ input, context, signal }) => {
      const { evaluation } = await findEvaluationInScope(context.deps.db, context.actor, input.id);
      return subscribeWhileAllowed(
        context,
        `evaluation:${input.id}`,
        { establishmentId: evaluation.establishmentId, permission: 'evaluation:read' },
        signal,
      );
    }),
};

/** A completed, reopened or deleted evaluation changes its own page and the establishment's action plan. */
async function publishStatus(
  context: Parameters<typeof publishChange>[0],
  evaluationId: string,
  establishmentId: string,
  status: string,
) {
  await publishChange(context, `evaluation:${evaluationId}`, { type: 'status', subject: status });
  await publishChange(context, `action-plan:${establishmentId}`, { type: 'status', subject: evaluationId });
}
