import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';

type FormDialogProps = {
  /** The form's open state and its reset on opening (`useValibotForm`). */
  form: { isOpen: boolean; onOpenChange: (next: boolean) => void; close: () => void };
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Runs on submit (default prevented); not while the previous submit is still on its way. */
  onSubmit: () => void;
  isPending: boolean;
  /** Disables the submit button while another of the dialog's requests is on its way. */
  isBusy?: boolean;
  /**
   * The stored values the fields show are still being read: the fields wait, disabled, so nothing typed
   * meanwhile is overwritten when they arrive (issue 32's import e2e lost its typing that way). Given (true or false)
   * only by dialogs that read stored values; the others keep their fields as they are.
   */
  isLoading?: boolean;
  submitLabel: string;
  pendingLabel?: string;
  contentClassName?: string;
  formClassName?: string;
  /** The form's accessible name, when the dialog's title does not say enough. */
  formLabel?: string;
  /** What stands before the submit button: « Annuler » unless given (`null`: nothing). */
  secondaryAction?: ReactNode;
  footerClassName?: string;
  children: ReactNode;
};

/**
 * The one form dialog (ADR 033): title and description, the fields, « Annuler » and the submit button
 * that says the request is on its way and cannot be sent twice.
 */
export function FormDialog({
  form,
  trigger,
  title,
  description,
  onSubmit,
  isPending,
  isBusy = false,
  isLoading,
  submitLabel,
  pendingLabel = 'Enregistrement…',
  contentClassName,
  formClassName = 'grid gap-6',
  formLabel,
  secondaryAction,
  footerClassName,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending && !isBusy && !isLoading) onSubmit();
  };
  return (
    <Dialog open={form.isOpen} onOpenChange={form.onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={contentClassName}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className={formClassName} onSubmit={submit} noValidate aria-label={formLabel}>
          {isLoading ? (
            <p role="status" className="text-muted-foreground text-sm">
              Chargement de la configuration…
            </p>
          ) : null}
          {/* Only the dialogs that read stored values get the fieldset (and keep it, so the fields never remount). */}
          {isLoading === undefined ? (
            children
          ) : (
            <fieldset disabled={isLoading} aria-busy={isLoading} role="presentation" className="contents">
              {children}
            </fieldset>
          )}
          <DialogFooter className={footerClassName}>
            {secondaryAction === undefined ? (
              <Button variant="outline" onClick={form.close}>
                Annuler
              </Button>
            ) : (
              secondaryAction
            )}
            <Button type="submit" disabled={isPending || isBusy || isLoading}>
              {isPending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
