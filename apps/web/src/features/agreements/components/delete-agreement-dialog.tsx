import type { Agreement } from '@qc/shared/agreements/schemas';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useDeleteAgreement } from '../api/delete-agreement.ts';

export function DeleteAgreementDialog({ agreement, label }: { agreement: Agreement; label: string }) {
  const deleteAgreement = useDeleteAgreement();
  return (
    <ConfirmDeleteDialog
      name={label}
      description="L’agrément disparaît de l’historique de l’établissement. Pour garder sa trace, passez-le plutôt en « Inactif ». Cette action est irréversible."
      isPending={deleteAgreement.isPending}
      onConfirm={(close) =>
        deleteAgreement.mutate(
          { id: agreement.id },
          {
            onSuccess: () => {
              notify.success('Agrément supprimé.');
              close();
            },
            onError: (error) => notify.error(getErrorMessage(error)),
          },
        )
      }
    />
  );
}
