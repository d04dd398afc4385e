import type { DocumentItem } from '@qc/shared/documents/schemas';
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
import { useDeleteDocument } from '../api/delete-document.ts';

export function DeleteDocumentDialog({ document }: { document: DocumentItem }) {
  const [isOpen, setIsOpen] = useState(false);
  const deleteDocument = useDeleteDocument();

  const confirm = () =>
    deleteDocument.mutate(
      { id: document.id },
      {
        onSuccess: () => {
          notify.success(`« ${document.name} » a été supprimé.`);
          setIsOpen(false);
        },
        onError: (error) => {
          notify.error(getErrorMessage(error));
          setIsOpen(false);
        },
      },
    );

  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Supprimer ${document.name}`}>
          <Trash2 aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Supprimer « {document.name} » ?</AlertDialogTitle>
        <AlertDialogDescription>
          Le fichier sera effacé. Un document qui sert de preuve à une réponse d’auto-évaluation ou à une action ne peut
          pas être supprimé.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleteDocument.isPending}>
            {deleteDocument.isPending ? 'Suppression…' : 'Supprimer'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
