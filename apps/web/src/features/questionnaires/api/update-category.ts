import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.categories.update.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.categories.key() }),
    }),
  );
}
