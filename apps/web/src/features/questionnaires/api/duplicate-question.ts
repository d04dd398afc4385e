import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { applyFormDetail } from './question-mutations.ts';

export function useDuplicateQuestion() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.questions.duplicate.mutationOptions({ onSuccess: (detail) => applyFormDetail(queryClient, detail) }),
  );
}
