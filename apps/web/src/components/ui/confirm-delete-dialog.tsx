import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
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

type ConfirmDeleteDialogProps = {
  /** What is deleted, for the title and the button's accessible name: « Supprimer {name} ». */
  name: string;
  /** What happens, and what the server will refuse. */
  description: ReactNode;
  isPending: boolean;
  /** Runs the deletion and calls `close` once the server answered (a refusal is a toast). */
  onConfirm: (close: () => void) => void;
  trigger?: ReactNode;
};

/** Every delete asks first and says what will be refused (issue 5). */
export function ConfirmDeleteDialog({ name, description, isPending, onConfirm, trigger }: ConfirmDeleteDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>
        {trigger ?? (
          <Button variant="ghost" size="icon" aria-label={`Supprimer ${name}`}>
            <Trash2 aria-hidden />
          </Button>
        )}
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Supprimer {name} ?</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="grid gap-2">{description}</div>
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <Button variant="destructive" onClick={() => onConfirm(() => setIsOpen(false))} disabled={isPending}>
            {isPending ? 'Suppression…' : 'Supprimer'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
