import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.categories.create.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.categories.key() }),
    }),
  );
}
