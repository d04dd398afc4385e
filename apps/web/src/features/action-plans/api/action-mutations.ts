import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** Every action change refreshes the plan, its counts, the proposals and the opened action. */
function useInvalidatePlan() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orpc.actionPlans.key() });
}

export function useCreateAction() {
  const invalidate = useInvalidatePlan();
  return useMutation(orpc.actionPlans.create.mutationOptions({ onSuccess: () => void invalidate() }));
}

export function useUpdateAction() {
  const invalidate = useInvalidatePlan();
  return useMutation(orpc.actionPlans.update.mutationOptions({ onSettled: () => void invalidate() }));
}

export function useDeleteAction() {
  const invalidate = useInvalidatePlan();
  return useMutation(orpc.actionPlans.remove.mutationOptions({ onSuccess: () => void invalidate() }));
}

export function useAddComment() {
  const invalidate = useInvalidatePlan();
  return useMutation(orpc.actionPlans.addComment.mutationOptions({ onSuccess: () => void invalidate() }));
}

export function useUploadActionEvidence() {
  const invalidate = useInvalidatePlan();
  return useMutation(orpc.actionPlans.uploadEvidence.mutationOptions({ onSuccess: () => void invalidate() }));
}

export function useDetachActionEvidence() {
  const invalidate = useInvalidatePlan();
  return useMutation(orpc.actionPlans.detachEvidence.mutationOptions({ onSuccess: () => void invalidate() }));
}

export function useDismissProposal() {
  const invalidate = useInvalidatePlan();
  return useMutation(orpc.actionPlans.dismiss.mutationOptions({ onSuccess: () => void invalidate() }));
}
