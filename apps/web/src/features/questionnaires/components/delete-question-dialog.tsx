import type { Question } from '@qc/shared/questionnaires/question-schemas';
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
import { useDeleteQuestion } from '../api/delete-question.ts';

export function DeleteQuestionDialog({ question, index }: { question: Question; index: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const deleteQuestion = useDeleteQuestion();
  const confirm = () =>
    deleteQuestion.mutate(
      { id: question.id },
      {
        onSuccess: () => {
          notify.success('Question supprimée.');
          setIsOpen(false);
        },
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );
  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Supprimer la question ${index + 1}`}>
          <Trash2 aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Supprimer la question {index + 1} ?</AlertDialogTitle>
        <AlertDialogDescription>« {question.label} » sera retirée du questionnaire.</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleteQuestion.isPending}>
            {deleteQuestion.isPending ? 'Suppression…' : 'Supprimer'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
