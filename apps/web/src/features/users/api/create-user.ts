import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

export function useCreateUser() {
  return useInvalidatingMutation(orpc.users.create.mutationOptions(), [orpc.users.key()], { awaitRefetch: true });
}
