import { Button } from '@/components/ui/button.tsx';
import { ConfirmActionButton, confirmMutation } from '@/components/ui/confirm-action-button.tsx';
import { useRemoveEvaluation } from '../api/evaluation-mutations.ts';

/** Abandoning drops every answer of the evaluation in progress: asked first. */
export function AbandonButton({ evaluationId, formName }: { evaluationId: string; formName: string }) {
  const remove = useRemoveEvaluation();
  return (
    <ConfirmActionButton
      trigger={
        <Button variant="ghost" size="sm">
          Abandonner
        </Button>
      }
      title={<>Abandonner l’auto-évaluation « {formName} » ?</>}
      description="Ses réponses et commentaires seront supprimés. Les documents déposés restent dans l’établissement ; les auto-évaluations terminées ne changent pas."
      confirmLabel="Abandonner"
      pendingLabel="Suppression…"
      confirmVariant="destructive"
      isPending={remove.isPending}
      onConfirm={confirmMutation(remove.mutate, { id: evaluationId }, 'Auto-évaluation abandonnée.')}
    />
  );
}
