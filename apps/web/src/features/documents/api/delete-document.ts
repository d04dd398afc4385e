import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/** DELETE /documents/{id} (204); 409 while the document proves an answer or an action. */
export function useDeleteDocument() {
  return useInvalidatingMutation(orpc.documents.remove.mutationOptions(), [orpc.documents.listForEstablishment.key()]);
}
