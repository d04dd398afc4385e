import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmActionButton, confirmMutation } from '@/components/ui/confirm-action-button.tsx';
import { orpc } from '@/lib/api-client.ts';

/** « Mettre à jour ma copie »: the copy takes what its shared source changed since it was copied. */
function useUpdateCopy() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.library.updateCopy.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: orpc.library.key() });
        void queryClient.invalidateQueries({ queryKey: orpc.forms.key() });
      },
    }),
  );
}

/** What the update did, for the toast. */
export function describeCopyUpdate(result: { taken: number; kept: ReadonlyArray<{ label: string }> }): string {
  const taken =
    result.taken === 0
      ? 'aucune question reprise'
      : `${result.taken} question${result.taken > 1 ? 's' : ''} reprise${result.taken > 1 ? 's' : ''} du questionnaire d’origine`;
  if (result.kept.length === 0) return `Copie mise à jour : ${taken}.`;
  return `Copie mise à jour : ${taken} ; ${result.kept.length} question${result.kept.length > 1 ? 's' : ''} que vous aviez adaptée${result.kept.length > 1 ? 's' : ''} garde${result.kept.length > 1 ? 'nt' : ''} votre rédaction (${result.kept.map((item) => `« ${item.label} »`).join(', ')}).`;
}

/**
 * « Mettre à jour ma copie » (ADR 029): the client decides. It asks first and
 * says what happens: the questions left as copied take the source's changes,
 * the ones the client adapted keep its wording, evaluations keep their version.
 */
export function UpdateCopyButton({ formId, sourceVersion }: { formId: string; sourceVersion: number }) {
  const updateCopy = useUpdateCopy();
  return (
    <ConfirmActionButton
      trigger={
        <Button variant="outline" size="sm">
          <RefreshCw aria-hidden />
          Mettre à jour ma copie
        </Button>
      }
      title="Reprendre les évolutions du questionnaire d’origine ?"
      description={[
        <>
          Les questions que vous n’avez pas modifiées depuis la copie (version {sourceVersion}) prennent la rédaction
          actuelle du questionnaire d’origine ; celles qu’il a ajoutées ou retirées le sont aussi dans votre copie.
        </>,
        'Les questions que vous avez adaptées gardent votre rédaction. Les évaluations déjà commencées gardent la version qu’elles évaluent.',
      ]}
      confirmLabel="Mettre à jour ma copie"
      pendingLabel="Mise à jour…"
      isPending={updateCopy.isPending}
      onConfirm={confirmMutation(updateCopy.mutate, { id: formId }, describeCopyUpdate)}
    />
  );
}
