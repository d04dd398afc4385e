import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/** POST /establishments/{establishmentId}/members (201). */
export function useLinkMember() {
  return useInvalidatingMutation(
    orpc.establishments.addMember.mutationOptions(),
    [orpc.establishments.listMembers.key()],
    { awaitRefetch: true },
  );
}
