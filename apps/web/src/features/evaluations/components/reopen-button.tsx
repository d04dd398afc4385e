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
import { useReopenEvaluation } from '../api/evaluation-mutations.ts';

/** Reopening drops the frozen results until the next completion: asked first. */
export function ReopenButton({ evaluationId }: { evaluationId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const reopen = useReopenEvaluation();
  const confirm = () =>
    reopen.mutate(
      { id: evaluationId },
      {
        onSuccess: () => {
          setIsOpen(false);
          notify.success('Auto-évaluation rouverte.');
        },
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );
  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline">Rouvrir</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Rouvrir cette auto-évaluation ?</AlertDialogTitle>
        <AlertDialogDescription>
          Ses réponses redeviennent modifiables et son score ne compte plus jusqu’à ce qu’elle soit terminée à nouveau.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <Button onClick={confirm} disabled={reopen.isPending}>
            {reopen.isPending ? 'Réouverture…' : 'Rouvrir'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
