import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.categories.remove.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: orpc.categories.key() });
        void queryClient.invalidateQueries({ queryKey: orpc.forms.key() });
      },
    }),
  );
}
