import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useStartEvaluation } from '../api/evaluation-mutations.ts';

type StartButtonProps = {
  establishmentId: string;
  formId: string;
  formName: string;
  fromPrevious?: boolean;
  label?: string;
  variant?: 'default' | 'outline';
};

/** Starts (or joins: the API is idempotent) the evaluation of a form, then opens it. */
export function StartButton({
  establishmentId,
  formId,
  formName,
  fromPrevious = false,
  label = 'Commencer',
  variant = 'default',
}: StartButtonProps) {
  const start = useStartEvaluation();
  const navigate = useNavigate();
  const onClick = () =>
    start.mutate(
      { establishmentId, formId, fromPrevious },
      {
        onSuccess: () => void navigate({ to: '/auto-evaluation/form/$id', params: { id: formId } }),
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );
  return (
    <Button
      size="sm"
      variant={variant}
      onClick={onClick}
      disabled={start.isPending}
      aria-label={label === 'Commencer' ? `Commencer « ${formName} »` : undefined}
    >
      {start.isPending ? 'Démarrage…' : label}
    </Button>
  );
}
