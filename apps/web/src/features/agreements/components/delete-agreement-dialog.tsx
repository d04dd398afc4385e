import type { Agreement } from '@qc/shared/agreements/schemas';
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
import { useDeleteAgreement } from '../api/delete-agreement.ts';

export function DeleteAgreementDialog({ agreement, label }: { agreement: Agreement; label: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const deleteAgreement = useDeleteAgreement();

  const confirm = () =>
    deleteAgreement.mutate(
      { id: agreement.id },
      {
        onSuccess: () => {
          notify.success('Agrément supprimé.');
          setIsOpen(false);
        },
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );

  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Supprimer ${label}`}>
          <Trash2 aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Supprimer {label} ?</AlertDialogTitle>
        <AlertDialogDescription>
          L’agrément disparaît de l’historique de l’établissement. Pour garder sa trace, passez-le plutôt en « Inactif
          ». Cette action est irréversible.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleteAgreement.isPending}>
            {deleteAgreement.isPending ? 'Suppression…' : 'Supprimer'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
