import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** POST /members/effective/{id}/convert-to-user: { success, user, message }. */
export function useConvertMember() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.members.convertToUser.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: orpc.establishments.listMembers.key() }),
          queryClient.invalidateQueries({ queryKey: orpc.members.key() }),
          queryClient.invalidateQueries({ queryKey: orpc.users.key() }),
        ]),
    }),
  );
}
