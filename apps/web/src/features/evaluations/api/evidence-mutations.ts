import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';
import { storeAnswer } from './evaluation-mutations.ts';

/** Upload, reuse or remove a proof: each answers the answer with its evidence, put back in the cache. */
export function useEvidenceMutations(evaluationId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (answer: Parameters<typeof storeAnswer>[2]) => {
    storeAnswer(queryClient, evaluationId, answer);
    void queryClient.invalidateQueries({ queryKey: rpc.documents.key() });
  };
  return {
    upload: useMutation(rpc.evaluations.uploadEvidence.mutationOptions({ onSuccess })),
    attach: useMutation(rpc.evaluations.attachEvidence.mutationOptions({ onSuccess })),
    detach: useMutation(rpc.evaluations.detachEvidence.mutationOptions({ onSuccess })),
  };
}
