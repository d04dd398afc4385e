import type { Client } from '@qc/shared/clients/schemas';
import { ConfirmDeleteDialog, confirmDeletion } from '@/components/ui/confirm-delete-dialog.tsx';
import { useDeleteClient } from '../api/client-mutations.ts';

/** DELETE /clients/{id}: refused (409) while anything belongs to the client; the dialog says so first. */
export function DeleteClientDialog({ client }: { client: Client }) {
  const deleteClient = useDeleteClient();
  return (
    <ConfirmDeleteDialog
      name={client.name}
      isPending={deleteClient.isPending}
      description={
        <>
          <p>Le client sera supprimé définitivement.</p>
          <p>
            La suppression sera refusée tant qu’il a des entités légales, des établissements, des utilisateurs, des
            membres, des questionnaires ou des catégories.
          </p>
        </>
      }
      onConfirm={confirmDeletion(
        deleteClient.mutate,
        { id: client.id },
        { success: `${client.name} a été supprimé.`, closeOnError: true },
      )}
    />
  );
}
