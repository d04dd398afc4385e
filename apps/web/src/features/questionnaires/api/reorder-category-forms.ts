import type { Form } from '@qc/shared/questionnaires/schemas';
import { client, orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/** A category's forms in a new order: each form whose place changed gets its position (forms.update). */
export function useReorderCategoryForms() {
  return useInvalidatingMutation(
    {
      mutationFn: async (ordered: Form[]) => {
        const moved = ordered.flatMap((form, position) =>
          form.position === position ? [] : [{ id: form.id, position }],
        );
        for (const change of moved) await client.forms.update(change);
      },
    },
    [orpc.forms.key()],
    // After a failure too: the forms moved before it keep their new place.
    { awaitRefetch: true, evenOnError: true },
  );
}
