import type { ActionDetail } from '@qc/shared/action-plans/schemas';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDeleteDialog, confirmDeletion } from '@/components/ui/confirm-delete-dialog.tsx';
import { useDeleteAction } from '../api/action-mutations.ts';

/** Deleting is for a mistake; a decided action that will not happen is "Annulée", and stays in the history. */
export function DeleteActionDialog({ action, onDeleted }: { action: ActionDetail; onDeleted: () => void }) {
  const deleteAction = useDeleteAction();
  return (
    <ConfirmDeleteDialog
      name={`« ${action.title} »`}
      description="Ses commentaires partent avec elle ; ses preuves restent dans les documents de l’établissement. Pour une action décidée qui ne se fera pas, préférez le statut « Annulée »."
      isPending={deleteAction.isPending}
      trigger={
        <Button variant="outline" className="text-destructive">
          <Trash2 aria-hidden />
          Supprimer
        </Button>
      }
      onConfirm={confirmDeletion(deleteAction.mutate, { id: action.id }, { success: 'Action supprimée.', onDeleted })}
    />
  );
}
