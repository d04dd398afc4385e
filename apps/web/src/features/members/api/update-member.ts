import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/**
 * PUT /members/effective/{id}: the team, the directory and whatever shows the
 * member's name (the action plans' responsible names are derived server-side) refresh.
 */
export function useUpdateMember() {
  return useInvalidatingMutation(
    orpc.members.update.mutationOptions(),
    [orpc.establishments.listMembers.key(), orpc.members.key(), orpc.actionPlans.key()],
    { awaitRefetch: true },
  );
}
