import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.users.update.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.users.key() }),
    }),
  );
}
