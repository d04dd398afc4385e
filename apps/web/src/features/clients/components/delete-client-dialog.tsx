import type { Client } from '@qc/shared/clients/schemas';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
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
      onConfirm={(close) =>
        deleteClient.mutate(
          { id: client.id },
          {
            onSuccess: () => {
              notify.success(`${client.name} a été supprimé.`);
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
