import { publishChange, subscribeWhileAllowed } from '../live/publish.ts';
import { authed, type AuthedContext } from '../orpc/base.ts';
import { answeringNothing, byField, byId, operations, type Operation } from '../orpc/operations.ts';
import { findEvaluationInScope } from './queries.ts';
import { attachEvidence } from './attach-evidence.ts';
import { detachEvidence } from './detach-evidence.ts';
import { uploadEvidence } from './upload-evidence.ts';
import { compareEvaluation } from './compare-evaluation.ts';
import { getEvaluationOverview } from './get-evaluation-overview.ts';
import { getHasReading } from '../has/get-has-reading.ts';
import { completeEvaluation } from './complete-evaluation.ts';
import { deleteEvaluation } from './delete-evaluation.ts';
import { getEvaluation } from './get-evaluation.ts';
import { listEvaluations } from './list-evaluations.ts';
import { refreshApplicability } from './refresh-applicability.ts';
import { reopenEvaluation } from './reopen-evaluation.ts';
import { saveAnswerAndPublish } from './save-answer.ts';
import { startEvaluation } from './start-evaluation.ts';
import { assignQuestions } from './assign-questions.ts';
import { getHistory } from './get-history.ts';
import { getSharing } from './get-sharing.ts';
import { markReady } from './mark-ready.ts';
import { reviewAssignments } from './review-assignments.ts';
import { unassignQuestions } from './unassign-questions.ts';

// DESIGN §3 permissions (evaluation:read, answer, complete, reopen; document:attach-evidence) come from
// PROCEDURE_PERMISSIONS, checked before any scope.
export const evaluationsRouter = {
  ...operations(authed.evaluations, {
    overview: byField('establishmentId', getEvaluationOverview),
    hasReading: byField('establishmentId', getHasReading),
    compare: byId(compareEvaluation),
    list: listEvaluations,
    get: byId(getEvaluation),
    start: startEvaluation,
    saveAnswer: (db, actor, input, context) =>
      saveAnswerAndPublish({ db, live: context.deps.live, actor, byName: context.session.user.name }, input),
    attachEvidence: answerPublished(attachEvidence),
    uploadEvidence: answerPublished((db, actor, input, context) =>
      uploadEvidence(db, context.deps.storage, actor, input),
    ),
    detachEvidence: answerPublished(detachEvidence),
    complete: statusPublished(byId(completeEvaluation)),
    // Issue 26: whoever may complete the evaluation may re-read which of its questions apply.
    refreshApplicability: statusPublished(byId(refreshApplicability)),
    // Issue 27 item 2 (ADR 039): whoever may finish the evaluation gives its questions out and reviews them;
    // whoever may answer hands hers in; whoever reads it reads who holds what, and its history.
    sharing: byId(getSharing),
    history: byId(getHistory),
    assign: sharingPublished(assignQuestions),
    unassign: sharingPublished(unassignQuestions),
    review: sharingPublished(reviewAssignments),
    markReady: sharingPublished((db, actor, input: { id: string }, context) => markReady(db, actor, input.id, context)),
    reopen: statusPublished(byId(reopenEvaluation)),
    remove: answeringNothing(async (db, actor, input, context) => {
      const { evaluation } = await findEvaluationInScope(db, actor, input.id);
      await deleteEvaluation(db, actor, input.id);
      await publishStatus(context, input.id, evaluation.establishmentId, 'DELETED');
    }),
  }),
  // The one procedure wired by hand: a live stream needs the request's signal. Not a generator: the checks run before the stream answers, so a refusal is a real 401/403/404.
  // Each event is delivered only while the session still reaches the evaluation's establishment (issue 12):
  // the establishment, not the evaluation, so that its deletion still reaches the readers.
  events: authed.evaluations.events.handler(async ({ input, context, signal }) => {
    const { evaluation } = await findEvaluationInScope(context.deps.db, context.actor, input.id);
    return subscribeWhileAllowed(
      context,
      `evaluation:${input.id}`,
      { establishmentId: evaluation.establishmentId, permission: 'evaluation:read' },
      signal,
    );
  }),
};

/** A saved answer, or its evidence, changes the evaluation's page of the others on it. */
function answerPublished<TInput extends { evaluationId: string; questionKey: string }, TAnswer>(
  run: Operation<TInput, TAnswer>,
): Operation<TInput, TAnswer> {
  return async (db, actor, input, context) => {
    const answer = await run(db, actor, input, context);
    await publishChange(context, `evaluation:${input.evaluationId}`, { type: 'answer', subject: input.questionKey });
    return answer;
  };
}

/** A change of who holds what: the others on the evaluation reload its sharing (and their « Mes tâches »). */
function sharingPublished<TInput, TSharing extends { evaluationId: string }>(
  run: Operation<TInput, TSharing>,
): Operation<TInput, TSharing> {
  return async (db, actor, input, context) => {
    const sharing = await run(db, actor, input, context);
    await publishChange(context, `evaluation:${sharing.evaluationId}`, { type: 'status', subject: 'SHARING' });
    return sharing;
  };
}

/** Completing or reopening answers the evaluation, whose new status the others are told. */
function statusPublished<TInput, TEvaluation extends { id: string; establishmentId: string; status: string }>(
  run: Operation<TInput, TEvaluation>,
): Operation<TInput, TEvaluation> {
  return async (db, actor, input, context) => {
    const evaluation = await run(db, actor, input, context);
    await publishStatus(context, evaluation.id, evaluation.establishmentId, evaluation.status);
    return evaluation;
  };
}

/** A completed, reopened or deleted evaluation changes its own page and the establishment's action plan. */
async function publishStatus(context: AuthedContext, evaluationId: string, establishmentId: string, status: string) {
  await publishChange(context, `evaluation:${evaluationId}`, { type: 'status', subject: status });
  await publishChange(context, `action-plan:${establishmentId}`, { type: 'status', subject: evaluationId });
}
