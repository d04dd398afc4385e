import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { storeAnswer } from './evaluation-mutations.ts';

/** Upload, reuse or remove a proof: each answers the answer with its evidence, put back in the cache. */
export function useEvidenceMutations(evaluationId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (answer: Parameters<typeof storeAnswer>[2]) => {
    storeAnswer(queryClient, evaluationId, answer);
    void queryClient.invalidateQueries({ queryKey: orpc.documents.key() });
  };
  return {
    upload: useMutation(orpc.evaluations.uploadEvidence.mutationOptions({ onSuccess })),
    attach: useMutation(orpc.evaluations.attachEvidence.mutationOptions({ onSuccess })),
    detach: useMutation(orpc.evaluations.detachEvidence.mutationOptions({ onSuccess })),
  };
}
