import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/** POST /agreements (201): the server defaults the request date to today and the status to ACTIVE. */
export function useCreateAgreement() {
  return useInvalidatingMutation(orpc.agreements.create.mutationOptions(), [orpc.agreements.key()], {
    awaitRefetch: true,
  });
}
