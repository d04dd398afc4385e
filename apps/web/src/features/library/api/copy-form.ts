import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** "Copier dans mon client": the copy is the client's own form, to adapt in /forms/{id}. */
export function useCopyForm() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.library.copyForm.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: orpc.library.key() });
        void queryClient.invalidateQueries({ queryKey: orpc.forms.key() });
      },
    }),
  );
}
