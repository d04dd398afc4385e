import { Button } from '@/components/ui/button.tsx';
import { ConfirmActionButton, confirmMutation } from '@/components/ui/confirm-action-button.tsx';
import { useReopenEvaluation } from '../api/evaluation-mutations.ts';

/** Reopening drops the frozen results until the next completion: asked first. */
export function ReopenButton({ evaluationId }: { evaluationId: string }) {
  const reopen = useReopenEvaluation();
  return (
    <ConfirmActionButton
      trigger={<Button variant="outline">Rouvrir</Button>}
      title="Rouvrir cette auto-évaluation ?"
      description="Ses réponses redeviennent modifiables et son score ne compte plus jusqu’à ce qu’elle soit terminée à nouveau."
      confirmLabel="Rouvrir"
      pendingLabel="Réouverture…"
      isPending={reopen.isPending}
      onConfirm={confirmMutation(reopen.mutate, { id: evaluationId }, 'Auto-évaluation rouverte.')}
    />
  );
}
