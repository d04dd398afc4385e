import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.users.create.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.users.key() }),
    }),
  );
}
