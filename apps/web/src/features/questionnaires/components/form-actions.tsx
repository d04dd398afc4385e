import type { FormDetail } from '@qc/shared/questionnaires/schemas';
import { useNavigate } from '@tanstack/react-router';
import { Power, PowerOff, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDeleteDialog, confirmDeletion } from '@/components/ui/confirm-delete-dialog.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useDeleteForm } from '../api/delete-form.ts';
import { useUpdateForm } from '../api/update-form.ts';

/** Deactivate / activate, and delete after confirmation (refused with the server's message when evaluated). */
export function FormActions({ form }: { form: FormDetail }) {
  const navigate = useNavigate();
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
      <ConfirmDeleteDialog
        name={form.name}
        title={`« ${form.name} »`}
        description="Le questionnaire et toutes ses versions seront supprimés. Un questionnaire déjà utilisé par des évaluations ne peut pas l’être : désactivez-le plutôt."
        isPending={deleteForm.isPending}
        onConfirm={confirmDeletion(
          deleteForm.mutate,
          { id: form.id },
          {
            success: `Le questionnaire « ${form.name} » a été supprimé.`,
            closeOnError: true,
            onDeleted: () => void navigate({ to: '/forms/list' }),
          },
        )}
        trigger={
          <Button variant="outline" className="text-destructive">
            <Trash2 aria-hidden />
            Supprimer
          </Button>
        }
      />
    </div>
  );
}
