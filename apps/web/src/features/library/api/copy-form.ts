import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';

/** "Copier dans mon client": the copy is the client's own form, to adapt in /forms/{id}. */
export function useCopyForm() {
  const queryClient = useQueryClient();
  return useMutation(
    rpc.library.copyForm.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: rpc.library.key() });
        void queryClient.invalidateQueries({ queryKey: rpc.forms.key() });
      },
    }),
  );
}
