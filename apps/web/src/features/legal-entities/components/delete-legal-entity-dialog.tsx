import type { LegalEntity } from '@qc/shared/legal-entities/schemas';
import { ConfirmDeleteDialog, confirmDeletion } from '@/components/ui/confirm-delete-dialog.tsx';
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
      onConfirm={confirmDeletion(
        deleteLegalEntity.mutate,
        { id: legalEntity.id },
        { success: `${legalEntity.name} a été supprimée.`, closeOnError: true },
      )}
    />
  );
}
