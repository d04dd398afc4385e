import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/** DELETE /agreements/{id} (204). */
export function useDeleteAgreement() {
  return useInvalidatingMutation(orpc.agreements.remove.mutationOptions(), [orpc.agreements.key()]);
}
