import { isDefinedError, ORPCError, type InferClientErrors } from '@orpc/client';
import { AnswerSchema, type Answer, type AnswerSaveInput, type EvaluationDetail } from '@qc/shared/evaluations/schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { client, orpc } from '@/lib/api-client.ts';

function invalidateLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: orpc.evaluations.overview.key() });
  void queryClient.invalidateQueries({ queryKey: orpc.evaluations.list.key() });
  // Issue 27 item 2: started, completed, reopened: a line of the evaluation's history.
  void queryClient.invalidateQueries({ queryKey: orpc.evaluations.history.key() });
}

/** Puts a saved answer in the cached evaluation, so progress and other screens see it without a reload. */
export function storeAnswer(queryClient: QueryClient, evaluationId: string, answer: Answer) {
  queryClient.setQueryData(
    orpc.evaluations.get.queryKey({ input: { id: evaluationId } }),
    (current: EvaluationDetail | undefined) =>
      current && {
        ...current,
        answers: [...current.answers.filter((item) => item.questionKey !== answer.questionKey), answer],
      },
  );
}

export function useStartEvaluation() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.evaluations.start.mutationOptions({
      onSuccess: (evaluation) => {
        queryClient.setQueryData(orpc.evaluations.get.queryKey({ input: { id: evaluation.id } }), evaluation);
        invalidateLists(queryClient);
      },
    }),
  );
}

/**
 * One answer's save request. The autosave hook (`use-answer-autosave.ts`) is what queues it per question,
 * retries it while the server is out of reach and resumes it when the browser is back online (TanStack Query's
 * mutation scope, retry and onlineManager); this is only the call.
 */
export function sendAnswer(input: AnswerSaveInput): Promise<Answer> {
  return client.evaluations.saveAnswer(input);
}

/**
 * The other person's answer a refused save brings back: the contract's CONFLICT
 * error (409, typed: `defined`) carries it in `data.current` (ADR 016).
 */
export function getConflictingAnswer(error: unknown): Answer | undefined {
  if (!(error instanceof ORPCError)) return undefined;
  const refusal: InferClientErrors<typeof client.evaluations.saveAnswer> = error;
  if (!isDefinedError(refusal) || refusal.code !== 'CONFLICT') return undefined;
  const current = refusal.data?.current;
  return v.is(AnswerSchema, current) ? current : undefined;
}

export function useCompleteEvaluation() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.evaluations.complete.mutationOptions({
      onSuccess: (evaluation) => {
        // The frozen result shows at once (the answers on screen are the ones frozen), so focus can move
        // to it in the same moment the confirmation closes; the refetch below brings the server's copy.
        queryClient.setQueryData(
          orpc.evaluations.get.queryKey({ input: { id: evaluation.id } }),
          (current: EvaluationDetail | undefined) => current && { ...current, ...evaluation },
        );
        void queryClient.invalidateQueries({ queryKey: orpc.evaluations.get.key({ input: { id: evaluation.id } }) });
        void queryClient.invalidateQueries({ queryKey: orpc.actionPlans.key() });
        invalidateLists(queryClient);
      },
    }),
  );
}

export function useReopenEvaluation() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.evaluations.reopen.mutationOptions({
      onSuccess: (evaluation) => {
        void queryClient.invalidateQueries({ queryKey: orpc.evaluations.get.key({ input: { id: evaluation.id } }) });
        invalidateLists(queryClient);
      },
    }),
  );
}

/** Abandons an evaluation in progress: the page falls back to the last completed one, or to « Commencer ». */
export function useRemoveEvaluation() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.evaluations.remove.mutationOptions({
      onSuccess: (_result, { id }) => {
        queryClient.removeQueries({ queryKey: orpc.evaluations.get.key({ input: { id } }) });
        invalidateLists(queryClient);
      },
    }),
  );
}

/** Issue 26 « Mettre à jour l'applicabilité »: the evaluation answered again with the questions that apply now. */
export function useRefreshApplicability() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.evaluations.refreshApplicability.mutationOptions({
      onSuccess: (evaluation) => {
        queryClient.setQueryData(orpc.evaluations.get.queryKey({ input: { id: evaluation.id } }), evaluation);
        invalidateLists(queryClient);
      },
    }),
  );
}
