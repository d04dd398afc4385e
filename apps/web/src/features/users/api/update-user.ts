import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

export function useUpdateUser() {
  return useInvalidatingMutation(orpc.users.update.mutationOptions(), [orpc.users.key()], { awaitRefetch: true });
}
