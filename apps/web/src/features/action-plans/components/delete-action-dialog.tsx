import type { ActionDetail } from '@qc/shared/action-plans/schemas';
import { Trash2 } from 'lucide-react';
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
import { useDeleteAction } from '../api/action-mutations.ts';

/** Deleting is for a mistake; a decided action that will not happen is "Annulée", and stays in the history. */
export function DeleteActionDialog({ action, onDeleted }: { action: ActionDetail; onDeleted: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const deleteAction = useDeleteAction();
  const confirm = () =>
    deleteAction.mutate(
      { id: action.id },
      {
        onSuccess: () => {
          notify.success('Action supprimée.');
          setIsOpen(false);
          onDeleted();
        },
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );
  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="text-destructive">
          <Trash2 aria-hidden />
          Supprimer
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Supprimer « {action.title} » ?</AlertDialogTitle>
        <AlertDialogDescription>
          Ses commentaires partent avec elle ; ses preuves restent dans les documents de l’établissement. Pour une
          action décidée qui ne se fera pas, préférez le statut « Annulée ».
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleteAction.isPending}>
            {deleteAction.isPending ? 'Suppression…' : 'Supprimer'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
