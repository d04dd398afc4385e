import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { QuestionInputSchema } from '@qc/shared/questionnaires/question-schemas';
import { useState, type ReactNode } from 'react';
import { FormDialog } from '@/components/forms/form-dialog.tsx';
import { notify } from '@/lib/toast.ts';
import { useCreateQuestion } from '../api/create-question.ts';
import { useUpdateQuestion } from '../api/update-question.ts';
import { sendChecked } from '../field-errors.ts';
import { createDraft, toDraft, toQuestionInput, type QuestionDraft } from '../question-draft.ts';
import { QuestionFields } from './question-fields.tsx';

type QuestionDialogProps = { formId: string; question?: Question; trigger: ReactNode };

/** Add (no `question`) or edit a question: the shared schema's messages first, then the server's. */
export function QuestionDialog({ formId, question, trigger }: QuestionDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState<QuestionDraft>(() => createDraft());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createQuestion = useCreateQuestion();
  const updateQuestion = useUpdateQuestion();
  const isPending = createQuestion.isPending || updateQuestion.isPending;

  const open = (next: boolean) => {
    if (next) {
      setDraft(question ? toDraft(question) : createDraft());
      setErrors({});
    }
    setIsOpen(next);
  };

  const submit = () =>
    sendChecked(QuestionInputSchema, toQuestionInput(draft), {
      setErrors,
      mutate: (input, options) =>
        question
          ? updateQuestion.mutate({ ...input, id: question.id }, options)
          : createQuestion.mutate({ ...input, formId }, options),
      onSuccess: () => {
        notify.success(question ? 'Question modifiée.' : 'Question ajoutée.');
        setIsOpen(false);
      },
    });

  return (
    <FormDialog
      form={{ isOpen, onOpenChange: open, close: () => setIsOpen(false) }}
      trigger={trigger}
      title={question ? 'Modifier la question' : 'Nouvelle question'}
      description="Les champs proposés dépendent du type de question. L’aperçu montre le rendu pour l’évaluateur."
      onSubmit={submit}
      isPending={isPending}
      submitLabel={question ? 'Enregistrer la question' : 'Ajouter la question'}
      contentClassName="max-w-2xl"
      formLabel="Question"
    >
      <QuestionFields draft={draft} errors={errors} onChange={setDraft} />
    </FormDialog>
  );
}
