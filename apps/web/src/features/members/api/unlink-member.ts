import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** DELETE /establishments/{establishmentId}/members/{effectiveMemberId}: 200 { success: true }. */
export function useUnlinkMember() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.establishments.removeMember.mutationOptions({
      // Not awaited: the row (and the dialog in it) goes with the refetch, after the caller's own onSuccess.
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: orpc.establishments.listMembers.key() });
      },
    }),
  );
}
