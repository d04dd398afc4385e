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
import { useRemoveEvaluation } from '../api/evaluation-mutations.ts';

/** Abandoning drops every answer of the evaluation in progress: asked first. */
export function AbandonButton({ evaluationId, formName }: { evaluationId: string; formName: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const remove = useRemoveEvaluation();
  const confirm = () =>
    remove.mutate(
      { id: evaluationId },
      {
        onSuccess: () => {
          setIsOpen(false);
          notify.success('Auto-évaluation abandonnée.');
        },
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );
  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm">
          Abandonner
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Abandonner l’auto-évaluation « {formName} » ?</AlertDialogTitle>
        <AlertDialogDescription>
          Ses réponses et commentaires seront supprimés. Les documents déposés restent dans l’établissement ; les
          auto-évaluations terminées ne changent pas.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Suppression…' : 'Abandonner'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
