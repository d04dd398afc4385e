import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

function useInvalidateClients() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orpc.clients.key() });
}

/** POST /clients (client:manage-admin). */
export function useCreateClient() {
  const invalidate = useInvalidateClients();
  return useMutation(orpc.clients.create.mutationOptions({ onSuccess: invalidate }));
}

/** PUT /clients/{id} (client:manage). */
export function useUpdateClient() {
  const invalidate = useInvalidateClients();
  return useMutation(orpc.clients.update.mutationOptions({ onSuccess: invalidate }));
}

/** DELETE /clients/{id} (client:manage-admin). */
export function useDeleteClient() {
  const invalidate = useInvalidateClients();
  return useMutation(orpc.clients.remove.mutationOptions({ onSuccess: invalidate }));
}
