import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation(
    rpc.categories.remove.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: rpc.categories.key() });
        void queryClient.invalidateQueries({ queryKey: rpc.forms.key() });
      },
    }),
  );
}
