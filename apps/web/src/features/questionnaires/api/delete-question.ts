import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';
import { applyFormDetail } from './question-mutations.ts';

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation(
    rpc.questions.remove.mutationOptions({ onSuccess: (detail) => applyFormDetail(queryClient, detail) }),
  );
}
