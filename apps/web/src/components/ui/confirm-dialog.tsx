import { useState, type ComponentProps, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';

type ConfirmDialogProps = Pick<ComponentProps<typeof AlertDialogContent>, 'className' | 'onCloseAutoFocus'> & {
  /** Given when the caller holds the open state; otherwise the trigger opens it and `close` shuts it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the question; none when the caller opens it. */
  trigger?: ReactNode;
  title: ReactNode;
  /** What will happen: an AlertDialogDescription, and whatever else the question needs. */
  children: ReactNode;
  cancelLabel?: string;
  /** The confirming button, beside the cancel one; `close` shuts the dialog once the action is done. */
  confirm: (close: () => void) => ReactNode;
};

/** The question every confirmation asks: a title, what will happen, cancel or confirm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  children,
  cancelLabel = 'Annuler',
  confirm,
  ...contentProps
}: ConfirmDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const setOpen = onOpenChange ?? setIsOpen;
  return (
    <AlertDialog open={open ?? isOpen} onOpenChange={setOpen}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent {...contentProps}>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          {confirm(() => setOpen(false))}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
