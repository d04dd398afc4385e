import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/** PUT /agreements/{id}, partial body: also the status change ACTIVE/INACTIVE. */
export function useUpdateAgreement() {
  return useInvalidatingMutation(orpc.agreements.update.mutationOptions(), [orpc.agreements.key()], {
    awaitRefetch: true,
  });
}
