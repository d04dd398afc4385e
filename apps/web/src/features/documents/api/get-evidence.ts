import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** GET /establishments/{establishmentId}/evidence: the proofs given in its evaluations and actions (issue 19 item 8). */
export function getEvidenceQueryOptions(establishmentId: string) {
  return orpc.documents.listEvidence.queryOptions({ input: { establishmentId } });
}

export function useEvidence(establishmentId: string) {
  return useQuery(getEvidenceQueryOptions(establishmentId));
}
