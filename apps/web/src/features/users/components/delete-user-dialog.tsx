import type { User } from '@qc/shared/users/schemas';
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
import { useDeleteUser } from '../api/delete-user.ts';

export function DeleteUserDialog({ user }: { user: User }) {
  const [isOpen, setIsOpen] = useState(false);
  const deleteUser = useDeleteUser();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;

  const confirm = () =>
    deleteUser.mutate(
      { id: user.id },
      {
        onSuccess: () => {
          notify.success(`${fullName} a été supprimé.`);
          setIsOpen(false);
        },
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );

  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Supprimer ${fullName}`}>
          <Trash2 aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Supprimer {fullName} ?</AlertDialogTitle>
        <AlertDialogDescription>
          Ses sessions seront fermées et ses données personnelles anonymisées. Cette action est irréversible.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleteUser.isPending}>
            {deleteUser.isPending ? 'Suppression…' : 'Supprimer'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
