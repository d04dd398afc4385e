import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

export function useCreateCategory() {
  return useInvalidatingMutation(orpc.categories.create.mutationOptions(), [orpc.categories.key()], {
    awaitRefetch: true,
  });
}
