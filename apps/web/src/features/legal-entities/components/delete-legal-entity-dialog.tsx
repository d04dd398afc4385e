import type { LegalEntity } from '@qc/shared/legal-entities/schemas';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useDeleteLegalEntity } from '../api/legal-entity-mutations.ts';

/** DELETE /legal-entities/{id}: refused (409) while establishments depend on it; the dialog says so first. */
export function DeleteLegalEntityDialog({ legalEntity }: { legalEntity: LegalEntity }) {
  const deleteLegalEntity = useDeleteLegalEntity();
  return (
    <ConfirmDeleteDialog
      name={legalEntity.name}
      isPending={deleteLegalEntity.isPending}
      description={
        <>
          <p>L’entité légale sera supprimée définitivement.</p>
          <p>La suppression sera refusée tant que des établissements y sont rattachés.</p>
        </>
      }
      onConfirm={(close) =>
        deleteLegalEntity.mutate(
          { id: legalEntity.id },
          {
            onSuccess: () => {
              notify.success(`${legalEntity.name} a été supprimée.`);
              close();
            },
            onError: (error) => {
              notify.error(getErrorMessage(error));
              close();
            },
          },
        )
      }
    />
  );
}
