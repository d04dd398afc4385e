import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** POST /members/effective (201): a new person of the client's directory. */
export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.members.create.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.members.key() }),
    }),
  );
}
