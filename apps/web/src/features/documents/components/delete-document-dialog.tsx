import type { DocumentItem } from '@qc/shared/documents/schemas';
import { ConfirmDeleteDialog, confirmDeletion } from '@/components/ui/confirm-delete-dialog.tsx';
import { useDeleteDocument } from '../api/delete-document.ts';

export function DeleteDocumentDialog({ document }: { document: DocumentItem }) {
  const deleteDocument = useDeleteDocument();
  return (
    <ConfirmDeleteDialog
      name={document.name}
      title={`« ${document.name} »`}
      description={
        <p>
          Le fichier sera effacé. Un document qui sert de preuve à une réponse d’auto-évaluation ou à une action ne peut
          pas être supprimé.
        </p>
      }
      isPending={deleteDocument.isPending}
      onConfirm={confirmDeletion(
        deleteDocument.mutate,
        { id: document.id },
        { success: `« ${document.name} » a été supprimé.`, closeOnError: true },
      )}
    />
  );
}
