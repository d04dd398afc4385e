import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** A legal entity change also changes the clients' derived fields (DESIGN §3) and the establishments' names. */
function useInvalidateLegalEntities() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orpc.legalEntities.key() }),
      queryClient.invalidateQueries({ queryKey: orpc.clients.key() }),
      queryClient.invalidateQueries({ queryKey: orpc.establishments.key() }),
    ]);
}

export function useCreateLegalEntity() {
  const invalidate = useInvalidateLegalEntities();
  return useMutation(orpc.legalEntities.create.mutationOptions({ onSuccess: invalidate }));
}

export function useUpdateLegalEntity() {
  const invalidate = useInvalidateLegalEntities();
  return useMutation(orpc.legalEntities.update.mutationOptions({ onSuccess: invalidate }));
}

export function useDeleteLegalEntity() {
  const invalidate = useInvalidateLegalEntities();
  return useMutation(orpc.legalEntities.remove.mutationOptions({ onSuccess: invalidate }));
}
