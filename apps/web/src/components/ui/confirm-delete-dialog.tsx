import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { AlertDialogDescription } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { notifyError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';

type ConfirmDeleteDialogProps = {
  /** What is deleted, for the title and the button's accessible name: « Supprimer {name} ». */
  name: string;
  /** What the title names, when it differs from `name` (e.g. in quotes). */
  title?: ReactNode;
  /** What happens, and what the server will refuse. */
  description: ReactNode;
  isPending: boolean;
  /** Runs the deletion and calls `close` once the server answered (a refusal is a toast). */
  onConfirm: (close: () => void) => void;
  trigger?: ReactNode;
};

/** Every delete asks first and says what will be refused (issue 5). */
export function ConfirmDeleteDialog({
  name,
  title = name,
  description,
  isPending,
  onConfirm,
  trigger,
}: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      trigger={
        trigger ?? (
          <Button variant="ghost" size="icon" aria-label={`Supprimer ${name}`}>
            <Trash2 aria-hidden />
          </Button>
        )
      }
      title={<>Supprimer {title} ?</>}
      confirm={(close) => (
        <Button variant="destructive" onClick={() => onConfirm(close)} disabled={isPending}>
          {isPending ? 'Suppression…' : 'Supprimer'}
        </Button>
      )}
    >
      <AlertDialogDescription asChild>
        <div className="grid gap-2">{description}</div>
      </AlertDialogDescription>
    </ConfirmDialog>
  );
}

type DeletionOptions = {
  /** The toast once deleted. */
  success: string;
  /** A refusal closes the dialog too (its toast says why); otherwise the dialog stays open. */
  closeOnError?: boolean;
  onDeleted?: (() => void) | undefined;
};

/** The `onConfirm` of a deletion: the mutation, its French toasts, the dialog closed once answered. */
export function confirmDeletion<TInput>(
  mutate: (input: TInput, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void,
  input: TInput,
  { success, closeOnError = false, onDeleted }: DeletionOptions,
) {
  return (close: () => void) =>
    mutate(input, {
      onSuccess: () => {
        notify.success(success);
        close();
        onDeleted?.();
      },
      onError: (error) => {
        notifyError(error);
        if (closeOnError) close();
      },
    });
}
