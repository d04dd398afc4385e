import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** POST /members/effective/{id}/convert-to-user: { success, user, message }. */
export function useConvertMember() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.members.convertToUser.mutationOptions({
      // Not awaited: the convert button (and its dialog) goes with the refetch, after the caller's own onSuccess.
      onSuccess: () => {
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: orpc.establishments.listMembers.key() }),
          queryClient.invalidateQueries({ queryKey: orpc.members.key() }),
          queryClient.invalidateQueries({ queryKey: orpc.users.key() }),
        ]);
      },
    }),
  );
}
