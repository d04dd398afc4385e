import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

export function useCreateForm() {
  return useInvalidatingMutation(orpc.forms.create.mutationOptions(), [orpc.forms.key(), orpc.categories.key()]);
}
