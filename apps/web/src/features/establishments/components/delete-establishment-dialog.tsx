import type { Establishment } from '@qc/shared/establishments/schemas';
import type { ReactNode } from 'react';
import { ConfirmDeleteDialog, confirmDeletion } from '@/components/ui/confirm-delete-dialog.tsx';
import { useDeleteEstablishment } from '../api/establishment-mutations.ts';

type DeleteEstablishmentDialogProps = { establishment: Establishment; trigger?: ReactNode; onDeleted?: () => void };

/** The server refuses (409) while anything is attached; the dialog says so first. */
export function DeleteEstablishmentDialog({ establishment, trigger, onDeleted }: DeleteEstablishmentDialogProps) {
  const deleteEstablishment = useDeleteEstablishment();
  return (
    <ConfirmDeleteDialog
      name={establishment.name}
      trigger={trigger}
      isPending={deleteEstablishment.isPending}
      description={
        <>
          <p>L’établissement sera supprimé définitivement.</p>
          <p>
            La suppression sera refusée tant qu’il a des agréments, des membres d’équipe, des utilisateurs rattachés,
            des documents, des évaluations ou des actions.
          </p>
        </>
      }
      onConfirm={confirmDeletion(
        deleteEstablishment.mutate,
        { id: establishment.id },
        { success: `${establishment.name} a été supprimé.`, closeOnError: true, onDeleted },
      )}
    />
  );
}
