import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.users.remove.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.users.key() }),
    }),
  );
}
