import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** POST /agreements (201): the server defaults the request date to today and the status to ACTIVE. */
export function useCreateAgreement() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.agreements.create.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.agreements.key() }),
    }),
  );
}
