import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

export function useDeleteCategory() {
  return useInvalidatingMutation(orpc.categories.remove.mutationOptions(), [orpc.categories.key(), orpc.forms.key()]);
}
