import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/** POST /members/effective (201): a new person of the client's directory. */
export function useCreateMember() {
  return useInvalidatingMutation(orpc.members.create.mutationOptions(), [orpc.members.key()], { awaitRefetch: true });
}
