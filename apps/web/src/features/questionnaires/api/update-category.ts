import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation(
    rpc.categories.update.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: rpc.categories.key() }),
    }),
  );
}
