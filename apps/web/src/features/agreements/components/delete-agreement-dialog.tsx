import type { Agreement } from '@qc/shared/agreements/schemas';
import { ConfirmDeleteDialog, confirmDeletion } from '@/components/ui/confirm-delete-dialog.tsx';
import { useDeleteAgreement } from '../api/delete-agreement.ts';

export function DeleteAgreementDialog({ agreement, label }: { agreement: Agreement; label: string }) {
  const deleteAgreement = useDeleteAgreement();
  return (
    <ConfirmDeleteDialog
      name={label}
      description="L’agrément disparaît de l’historique de l’établissement. Pour garder sa trace, passez-le plutôt en « Inactif ». Cette action est irréversible."
      isPending={deleteAgreement.isPending}
      onConfirm={confirmDeletion(deleteAgreement.mutate, { id: agreement.id }, { success: 'Agrément supprimé.' })}
    />
  );
}
