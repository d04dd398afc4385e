import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

export function useUpdateForm() {
  return useInvalidatingMutation(orpc.forms.update.mutationOptions(), [orpc.forms.key(), orpc.categories.key()]);
}
