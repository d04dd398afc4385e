import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';

type QuestionnaireFormProps = {
  /** The form's accessible name (« Informations de la catégorie », the create page's title). */
  label: string;
  className?: string;
  /** Without it the fields are read-only and no button shows. */
  canEdit?: boolean;
  isPending: boolean;
  onSubmit: () => void;
  submitLabel?: string;
  pendingLabel?: string;
  /** The button before the submit one (« Annuler », « Annuler les modifications »). */
  secondaryAction?: ReactNode;
  children: ReactNode;
};

/** The fields of a category or a form being created or edited, and its buttons for whoever may change it. */
export function QuestionnaireForm({
  label,
  className = 'grid gap-6',
  canEdit = true,
  isPending,
  onSubmit,
  submitLabel = 'Enregistrer',
  pendingLabel = 'Enregistrement…',
  secondaryAction,
  children,
}: QuestionnaireFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={className} onSubmit={submit} noValidate aria-label={label}>
      {children}
      {canEdit ? (
        <div className="flex flex-wrap justify-end gap-2">
          {secondaryAction}
          <Button type="submit" disabled={isPending}>
            {isPending ? pendingLabel : submitLabel}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
