import { useNavigate } from '@tanstack/react-router';
import { Copy } from 'lucide-react';
import { useState } from 'react';
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
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCopyForm } from '../api/copy-form.ts';

/**
 * Copies a shared form into the user's client, then opens the copy to adapt it.
 * It asks first and says what happens (issue 19 item 8): the copy is an inactive
 * draft, so the client's establishments never see the original and « … (copie) »
 * side by side until its author makes it active.
 */
export function CopyFormButton({ formId, formName }: { formId: string; formName: string }) {
  const navigate = useNavigate();
  const copyForm = useCopyForm();
  const [isOpen, setIsOpen] = useState(false);
  const confirm = () =>
    copyForm.mutate(
      { id: formId },
      {
        onSuccess: (copy) => {
          setIsOpen(false);
          notify.success('Questionnaire copié dans votre client, inactif : adaptez-le puis activez-le.');
          void navigate({ to: '/forms/$id', params: { id: copy.id } });
        },
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );
  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>
        <Button>
          <Copy aria-hidden />
          Copier dans mon client
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Copier « {formName} » dans votre client ?</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="grid gap-2">
            <p>
              Une copie nommée « {formName} (copie) » sera créée dans votre client, avec les mêmes questions, pour que
              vous l’adaptiez.
            </p>
            <p>
              Elle sera <strong>inactive</strong> : vos établissements ne la verront pas et continueront d’évaluer le
              questionnaire partagé. Activez-la avec le bouton « Activer » de sa page quand elle est prête.
            </p>
          </div>
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <Button onClick={confirm} disabled={copyForm.isPending}>
            {copyForm.isPending ? 'Copie…' : 'Créer la copie inactive'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
