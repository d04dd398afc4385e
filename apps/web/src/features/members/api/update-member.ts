import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/**
 * PUT /members/effective/{id}: the team, the directory and whatever shows the
 * member's name (the action plans' responsible names are derived server-side) refresh.
 */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.members.update.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: orpc.establishments.listMembers.key() }),
          queryClient.invalidateQueries({ queryKey: orpc.members.key() }),
          queryClient.invalidateQueries({ queryKey: orpc.actionPlans.key() }),
        ]),
    }),
  );
}
