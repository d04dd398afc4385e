import type { ComponentProps, ReactNode } from 'react';
import { AlertDialogDescription } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
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
  /** Where the keyboard goes when the dialog closes, when not back to the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
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
  onCloseAutoFocus,
}: ConfirmActionButtonProps) {
  return (
    <ConfirmDialog
      trigger={trigger}
      title={title}
      onCloseAutoFocus={onCloseAutoFocus}
      confirm={(close) => (
        <Button variant={confirmVariant} onClick={() => onConfirm(close)} disabled={isPending}>
          {isPending ? pendingLabel : confirmLabel}
        </Button>
      )}
    >
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
    </ConfirmDialog>
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
