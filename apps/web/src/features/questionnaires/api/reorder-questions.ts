import type { FormDetail } from '@qc/shared/questionnaires/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { getFormQueryOptions } from './get-form.ts';
import { applyFormDetail } from './question-mutations.ts';

/** Reorders at once on screen (keyboard moves must feel instant), then keeps the server's answer. */
export function useReorderQuestions() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.questions.reorder.mutationOptions({
      onMutate: async ({ formId, keys }) => {
        const queryKey = getFormQueryOptions(formId).queryKey;
        await queryClient.cancelQueries({ queryKey });
        const previous = queryClient.getQueryData<FormDetail>(queryKey);
        if (previous) {
          const byKey = new Map(previous.questions.map((question) => [question.key, question]));
          const questions = keys.flatMap((key, position) => {
            const question = byKey.get(key);
            return question ? [{ ...question, position }] : [];
          });
          queryClient.setQueryData(queryKey, { ...previous, questions });
        }
        return { previous, queryKey };
      },
      onError: (_error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(context.queryKey, context.previous);
      },
      onSuccess: (detail) => applyFormDetail(queryClient, detail),
    }),
  );
}
