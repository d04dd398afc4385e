import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useDeleteQuestion } from '../api/delete-question.ts';

export function DeleteQuestionDialog({ question, index }: { question: Question; index: number }) {
  const deleteQuestion = useDeleteQuestion();
  return (
    <ConfirmDeleteDialog
      name={`la question ${index + 1}`}
      description={`« ${question.label} » sera retirée du questionnaire.`}
      isPending={deleteQuestion.isPending}
      onConfirm={(close) =>
        deleteQuestion.mutate(
          { id: question.id },
          {
            onSuccess: () => {
              notify.success('Question supprimée.');
              close();
            },
            onError: (error) => notify.error(getErrorMessage(error)),
          },
        )
      }
    />
  );
}
