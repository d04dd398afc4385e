import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/**
 * POST /members/effective/{id}/convert-to-user: { success, user, message }. Not awaited: the convert
 * button (and its dialog) goes with the refetch, after the caller's own onSuccess.
 */
export function useConvertMember() {
  return useInvalidatingMutation(orpc.members.convertToUser.mutationOptions(), [
    orpc.establishments.listMembers.key(),
    orpc.members.key(),
    orpc.users.key(),
  ]);
}
