import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export function useUpdateForm() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.forms.update.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: orpc.forms.key() });
        void queryClient.invalidateQueries({ queryKey: orpc.categories.key() });
      },
    }),
  );
}
