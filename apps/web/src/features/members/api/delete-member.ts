import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/**
 * DELETE /members/effective/{id}: 200 { success: true }; 409 with a French
 * message while the member is still linked to an establishment. The actions it
 * was responsible for lose their responsible, so the action plans refresh too.
 */
export function useDeleteMember() {
  return useInvalidatingMutation(orpc.members.remove.mutationOptions(), [
    orpc.members.key(),
    orpc.establishments.listMembers.key(),
    orpc.actionPlans.key(),
  ]);
}
