import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/** DELETE /establishments/{establishmentId}/members/{effectiveMemberId}: 200 { success: true }. */
export function useUnlinkMember() {
  return useInvalidatingMutation(orpc.establishments.removeMember.mutationOptions(), [
    orpc.establishments.listMembers.key(),
  ]);
}
