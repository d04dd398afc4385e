import type { EvaluationSharing } from '@qc/shared/evaluations/sharing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { notifyError } from '@/lib/mutation-errors.ts';

/** Issue 27 item 2: who holds which question of the evaluation, and the team the director may give some to. */
export function useSharing(evaluationId: string) {
  return useQuery(orpc.evaluations.sharing.queryOptions({ input: { id: evaluationId } }));
}

/** The evaluation's history (start, sharing, reviews, completion), latest first. */
export function useHistory(evaluationId: string) {
  return useQuery(orpc.evaluations.history.queryOptions({ input: { id: evaluationId } }));
}

/** Every sharing change answers the new sharing: stored at once; the history and « Mes tâches » reload. */
function useSharingChange() {
  const queryClient = useQueryClient();
  return {
    onSuccess: (sharing: EvaluationSharing) => {
      queryClient.setQueryData(orpc.evaluations.sharing.queryKey({ input: { id: sharing.evaluationId } }), sharing);
      void queryClient.invalidateQueries({ queryKey: orpc.evaluations.history.key() });
      void queryClient.invalidateQueries({ queryKey: orpc.tasks.key() });
    },
  };
}

export function useAssign() {
  return useMutation(orpc.evaluations.assign.mutationOptions({ ...useSharingChange(), onError: notifyError }));
}

export function useUnassign() {
  return useMutation(orpc.evaluations.unassign.mutationOptions({ ...useSharingChange(), onError: notifyError }));
}

export function useMarkReady() {
  return useMutation(orpc.evaluations.markReady.mutationOptions({ ...useSharingChange(), onError: notifyError }));
}

/** A refusal is said by the caller (a note's message goes under its field). */
export function useReview() {
  return useMutation(orpc.evaluations.review.mutationOptions(useSharingChange()));
}
