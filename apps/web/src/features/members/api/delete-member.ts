import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/**
 * DELETE /members/effective/{id}: 200 { success: true }; 409 with a French
 * message while the member is still linked to an establishment. The actions it
 * was responsible for lose their responsible, so the action plans refresh too.
 */
export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.members.remove.mutationOptions({
      onSuccess: () => {
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: orpc.members.key() }),
          queryClient.invalidateQueries({ queryKey: orpc.establishments.listMembers.key() }),
          queryClient.invalidateQueries({ queryKey: orpc.actionPlans.key() }),
        ]);
      },
    }),
  );
}
