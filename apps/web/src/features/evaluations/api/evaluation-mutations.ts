import type { Answer, EvaluationDetail } from '@qc/shared/evaluations/schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';

function invalidateLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: rpc.evaluations.overview.key() });
  void queryClient.invalidateQueries({ queryKey: rpc.evaluations.list.key() });
}

/** Puts a saved answer in the cached evaluation, so progress and other screens see it without a reload. */
export function storeAnswer(queryClient: QueryClient, evaluationId: string, answer: Answer) {
  queryClient.setQueryData(
    rpc.evaluations.get.queryKey({ input: { id: evaluationId } }),
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
    rpc.evaluations.start.mutationOptions({
      onSuccess: (evaluation) => {
        queryClient.setQueryData(rpc.evaluations.get.queryKey({ input: { id: evaluation.id } }), evaluation);
        invalidateLists(queryClient);
      },
    }),
  );
}

export function useSaveAnswer() {
  return useMutation(rpc.evaluations.saveAnswer.mutationOptions());
}

export function useCompleteEvaluation() {
  const queryClient = useQueryClient();
  return useMutation(
    rpc.evaluations.complete.mutationOptions({
      onSuccess: (evaluation) => {
        // The frozen result shows at once (the answers on screen are the ones frozen), so focus can move
        // to it in the same moment the confirmation closes; the refetch below brings the server's copy.
        queryClient.setQueryData(
          rpc.evaluations.get.queryKey({ input: { id: evaluation.id } }),
          (current: EvaluationDetail | undefined) => current && { ...current, ...evaluation },
        );
        void queryClient.invalidateQueries({ queryKey: rpc.evaluations.get.key({ input: { id: evaluation.id } }) });
        void queryClient.invalidateQueries({ queryKey: rpc.actionPlans.key() });
        invalidateLists(queryClient);
      },
    }),
  );
}

export function useReopenEvaluation() {
  const queryClient = useQueryClient();
  return useMutation(
    rpc.evaluations.reopen.mutationOptions({
      onSuccess: (evaluation) => {
        void queryClient.invalidateQueries({ queryKey: rpc.evaluations.get.key({ input: { id: evaluation.id } }) });
        invalidateLists(queryClient);
      },
    }),
  );
}

/** Abandons an evaluation in progress: the page falls back to the last completed one, or to « Commencer ». */
export function useRemoveEvaluation() {
  const queryClient = useQueryClient();
  return useMutation(
    rpc.evaluations.remove.mutationOptions({
      onSuccess: (_result, { id }) => {
        queryClient.removeQueries({ queryKey: rpc.evaluations.get.key({ input: { id } }) });
        invalidateLists(queryClient);
      },
    }),
  );
}
