import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

export function useDeleteForm() {
  return useInvalidatingMutation(orpc.forms.remove.mutationOptions(), [orpc.forms.key(), orpc.categories.key()]);
}
