import type { FormDetail } from '@qc/shared/questionnaires/schemas';
import { useNavigate } from '@tanstack/react-router';
import { Power, PowerOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useDeleteForm } from '../api/delete-form.ts';
import { useUpdateForm } from '../api/update-form.ts';

/** Deactivate / activate, and delete after confirmation (refused with the server's message when evaluated). */
export function FormActions({ form }: { form: FormDetail }) {
  const navigate = useNavigate();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
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

  const confirmDelete = () =>
    deleteForm.mutate(
      { id: form.id },
      {
        onSuccess: () => {
          notify.success(`Le questionnaire « ${form.name} » a été supprimé.`);
          setIsDeleteOpen(false);
          void navigate({ to: '/forms/list' });
        },
        onError: (error) => {
          setIsDeleteOpen(false);
          notify.error(getErrorMessage(error));
        },
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={toggleStatus} disabled={updateForm.isPending}>
        {isActive ? <PowerOff aria-hidden /> : <Power aria-hidden />}
        {isActive ? 'Désactiver' : 'Activer'}
      </Button>
      <AlertDialog open={isDeleteOpen} onOpenChange={setIsDeleteOpen}>
        <AlertDialogTrigger asChild>
          <Button variant="outline" className="text-destructive">
            <Trash2 aria-hidden />
            Supprimer
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>Supprimer « {form.name} » ?</AlertDialogTitle>
          <AlertDialogDescription>
            Le questionnaire et toutes ses versions seront supprimés. Un questionnaire déjà utilisé par des évaluations
            ne peut pas l’être : désactivez-le plutôt.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Annuler</AlertDialogCancel>
            <Button variant="destructive" onClick={confirmDelete} disabled={deleteForm.isPending}>
              {deleteForm.isPending ? 'Suppression…' : 'Supprimer'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
