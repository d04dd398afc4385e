import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation(
    rpc.categories.create.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: rpc.categories.key() }),
    }),
  );
}
