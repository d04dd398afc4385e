import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { applyFormDetail } from './question-mutations.ts';

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.questions.create.mutationOptions({ onSuccess: (detail) => applyFormDetail(queryClient, detail) }),
  );
}
