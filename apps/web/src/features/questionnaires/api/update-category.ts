import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

export function useUpdateCategory() {
  return useInvalidatingMutation(orpc.categories.update.mutationOptions(), [orpc.categories.key()], {
    awaitRefetch: true,
  });
}
