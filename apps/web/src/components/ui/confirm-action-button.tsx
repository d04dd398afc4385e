import { useState, type ComponentProps, type ReactNode } from 'react';
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
import { notifyError } from '@/lib/mutation-errors.ts';
import { notify } from '@/lib/toast.ts';

type ConfirmActionButtonProps = {
  /** The button that opens the question (an AlertDialogTrigger child). */
  trigger: ReactNode;
  title: ReactNode;
  /** One sentence, or paragraphs (then drawn as a grid of <p>). */
  description: ReactNode | ReactNode[];
  /** The confirming button's text, and its text while the server answers. */
  confirmLabel: string;
  pendingLabel: string;
  confirmVariant?: ComponentProps<typeof Button>['variant'];
  isPending: boolean;
  /** Runs the action and calls `close` once the server accepted it (see `confirmMutation`). */
  onConfirm: (close: () => void) => void;
};

/**
 * An action that cannot be taken back asks first and says what will happen
 * (abandon, reopen, copy, update a copy). Deletions use ConfirmDeleteDialog.
 */
export function ConfirmActionButton({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  confirmVariant,
  isPending,
  onConfirm,
}: ConfirmActionButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        {Array.isArray(description) ? (
          <AlertDialogDescription asChild>
            <div className="grid gap-2">
              {description.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </AlertDialogDescription>
        ) : (
          <AlertDialogDescription>{description}</AlertDialogDescription>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <Button variant={confirmVariant} onClick={() => onConfirm(() => setIsOpen(false))} disabled={isPending}>
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The `onConfirm` of an action: the mutation, the dialog closed and a French toast once accepted, a toast if refused. */
export function confirmMutation<TInput, TResult>(
  mutate: (input: TInput, options: { onSuccess: (result: TResult) => void; onError: (error: unknown) => void }) => void,
  input: TInput,
  success: string | ((result: TResult) => string),
  onDone?: (result: TResult) => void,
) {
  return (close: () => void) =>
    mutate(input, {
      onSuccess: (result) => {
        close();
        notify.success(typeof success === 'string' ? success : success(result));
        onDone?.(result);
      },
      onError: notifyError,
    });
}
