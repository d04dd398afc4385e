import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/** Every action change refreshes the plan, its counts, the proposals and the opened action. */
const PLAN = [orpc.actionPlans.key()];

export function useCreateAction() {
  return useInvalidatingMutation(orpc.actionPlans.create.mutationOptions(), PLAN);
}

/** After a refusal too: a stale `expectedVersion` is refused, and the dialog must then show the action as it now is. */
export function useUpdateAction() {
  return useInvalidatingMutation(orpc.actionPlans.update.mutationOptions(), PLAN, { evenOnError: true });
}

export function useDeleteAction() {
  return useInvalidatingMutation(orpc.actionPlans.remove.mutationOptions(), PLAN);
}

export function useAddComment() {
  return useInvalidatingMutation(orpc.actionPlans.addComment.mutationOptions(), PLAN);
}

export function useUploadActionEvidence() {
  return useInvalidatingMutation(orpc.actionPlans.uploadEvidence.mutationOptions(), PLAN);
}

export function useDetachActionEvidence() {
  return useInvalidatingMutation(orpc.actionPlans.detachEvidence.mutationOptions(), PLAN);
}

export function useDismissProposal() {
  return useInvalidatingMutation(orpc.actionPlans.dismiss.mutationOptions(), PLAN);
}
