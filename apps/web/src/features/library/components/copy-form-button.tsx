import { useNavigate } from '@tanstack/react-router';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCopyForm } from '../api/copy-form.ts';

/** Copies a shared form into the user's client, then opens the copy to adapt it. */
export function CopyFormButton({ formId }: { formId: string }) {
  const navigate = useNavigate();
  const copyForm = useCopyForm();
  return (
    <Button
      disabled={copyForm.isPending}
      onClick={() =>
        copyForm.mutate(
          { id: formId },
          {
            onSuccess: (copy) => {
              notify.success('Questionnaire copié dans votre client : adaptez-le.');
              void navigate({ to: '/forms/$id', params: { id: copy.id } });
            },
            onError: (error) => notify.error(getErrorMessage(error)),
          },
        )
      }
    >
      <Copy aria-hidden />
      {copyForm.isPending ? 'Copie…' : 'Copier dans mon client'}
    </Button>
  );
}
