import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.forms.remove.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: orpc.forms.key() });
        void queryClient.invalidateQueries({ queryKey: orpc.categories.key() });
      },
    }),
  );
}
