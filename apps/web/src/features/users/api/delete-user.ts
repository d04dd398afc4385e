import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

export function useDeleteUser() {
  return useInvalidatingMutation(orpc.users.remove.mutationOptions(), [orpc.users.key()], { awaitRefetch: true });
}
