import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** DELETE /agreements/{id} (204). */
export function useDeleteAgreement() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.agreements.remove.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.agreements.key() }),
    }),
  );
}
