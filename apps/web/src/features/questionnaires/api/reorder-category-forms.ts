import type { Form } from '@qc/shared/questionnaires/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, orpc } from '@/lib/api-client.ts';

/** A category's forms in a new order: each form whose place changed gets its position (forms.update). */
export function useReorderCategoryForms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ordered: Form[]) => {
      const moved = ordered.flatMap((form, position) =>
        form.position === position ? [] : [{ id: form.id, position }],
      );
      for (const change of moved) await client.forms.update(change);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orpc.forms.key() }),
  });
}
