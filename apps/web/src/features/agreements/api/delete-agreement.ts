import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** DELETE /agreements/{id} (204). */
export function useDeleteAgreement() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.agreements.remove.mutationOptions({
      // Not awaited: the row (and the dialog in it) goes with the refetch, after the caller's own onSuccess.
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: orpc.agreements.key() });
      },
    }),
  );
}
