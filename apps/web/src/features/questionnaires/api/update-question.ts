import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { applyFormDetail } from './question-mutations.ts';

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.questions.update.mutationOptions({ onSuccess: (detail) => applyFormDetail(queryClient, detail) }),
  );
}
