import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDeleteDialog, confirmDeletion } from '@/components/ui/confirm-delete-dialog.tsx';

type DeleteEntryButtonProps = {
  name: string;
  /** What will be refused, and what to do instead. */
  description: string;
  /** The toast once deleted. */
  success: string;
  isPending: boolean;
  mutate: (input: { id: string }, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  id: string;
  /** The list the page belongs to, shown once the entry is gone. */
  listTo: '/forms/list' | '/categories/list';
};

/**
 * « Supprimer » on a category's or a form's page: asked first; a refusal (still in use)
 * closes the question and says why in a toast, a deletion goes back to the list.
 */
export function DeleteEntryButton({
  name,
  description,
  success,
  isPending,
  mutate,
  id,
  listTo,
}: DeleteEntryButtonProps) {
  const navigate = useNavigate();
  return (
    <ConfirmDeleteDialog
      name={name}
      title={`« ${name} »`}
      description={description}
      isPending={isPending}
      onConfirm={confirmDeletion(
        mutate,
        { id },
        { success, closeOnError: true, onDeleted: () => void navigate({ to: listTo }) },
      )}
      trigger={
        <Button variant="outline" className="text-destructive">
          <Trash2 aria-hidden />
          Supprimer
        </Button>
      }
    />
  );
}
