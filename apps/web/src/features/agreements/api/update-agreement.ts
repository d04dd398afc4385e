import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** PUT /agreements/{id}, partial body: also the status change ACTIVE/INACTIVE. */
export function useUpdateAgreement() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.agreements.update.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.agreements.key() }),
    }),
  );
}
