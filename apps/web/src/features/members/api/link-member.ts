import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** POST /establishments/{establishmentId}/members (201). */
export function useLinkMember() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.establishments.addMember.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.establishments.listMembers.key() }),
    }),
  );
}
