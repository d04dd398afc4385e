import { useNavigate } from '@tanstack/react-router';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmActionButton, confirmMutation } from '@/components/ui/confirm-action-button.tsx';
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
  return (
    <ConfirmActionButton
      trigger={
        <Button>
          <Copy aria-hidden />
          Copier dans mon client
        </Button>
      }
      title={<>Copier « {formName} » dans votre client ?</>}
      description={[
        <>
          Une copie nommée « {formName} (copie) » sera créée dans votre client, avec les mêmes questions, pour que vous
          l’adaptiez.
        </>,
        <>
          Elle sera <strong>inactive</strong> : vos établissements ne la verront pas et continueront d’évaluer le
          questionnaire partagé. Activez-la avec le bouton « Activer » de sa page quand elle est prête.
        </>,
      ]}
      confirmLabel="Créer la copie inactive"
      pendingLabel="Copie…"
      isPending={copyForm.isPending}
      onConfirm={confirmMutation(
        copyForm.mutate,
        { id: formId },
        'Questionnaire copié dans votre client, inactif : adaptez-le puis activez-le.',
        (copy) => void navigate({ to: '/forms/$id', params: { id: copy.id } }),
      )}
    />
  );
}
