import type { FormDetail } from '@qc/shared/questionnaires/schemas';
import { Power, PowerOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useDeleteForm } from '../api/delete-form.ts';
import { useUpdateForm } from '../api/update-form.ts';
import { DeleteEntryButton } from './delete-entry-button.tsx';

/** Deactivate / activate, and delete after confirmation (refused with the server's message when evaluated). */
export function FormActions({ form }: { form: FormDetail }) {
  const updateForm = useUpdateForm();
  const deleteForm = useDeleteForm();
  const isActive = form.status === 'ACTIVE';

  const toggleStatus = () =>
    updateForm.mutate(
      { id: form.id, status: isActive ? 'INACTIVE' : 'ACTIVE' },
      {
        onSuccess: () =>
          notify.success(
            isActive ? 'Questionnaire désactivé : il n’est plus proposé à l’évaluation.' : 'Questionnaire activé.',
          ),
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={toggleStatus} disabled={updateForm.isPending}>
        {isActive ? <PowerOff aria-hidden /> : <Power aria-hidden />}
        {isActive ? 'Désactiver' : 'Activer'}
      </Button>
      <DeleteEntryButton
        name={form.name}
        description="Le questionnaire et toutes ses versions seront supprimés. Un questionnaire déjà utilisé par des évaluations ne peut pas l’être : désactivez-le plutôt."
        success={`Le questionnaire « ${form.name} » a été supprimé.`}
        isPending={deleteForm.isPending}
        mutate={deleteForm.mutate}
        id={form.id}
        listTo="/forms/list"
      />
    </div>
  );
}
