import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** DELETE /documents/{id} (204); 409 while the document proves an answer or an action. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.documents.remove.mutationOptions({
      // Not awaited: the row (and the dialog in it) goes with the refetch, after the caller's own onSuccess.
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: orpc.documents.listForEstablishment.key() });
      },
    }),
  );
}
