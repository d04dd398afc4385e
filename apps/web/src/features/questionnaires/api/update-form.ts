import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';

export function useUpdateForm() {
  const queryClient = useQueryClient();
  return useMutation(
    rpc.forms.update.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: rpc.forms.key() });
        void queryClient.invalidateQueries({ queryKey: rpc.categories.key() });
      },
    }),
  );
}
