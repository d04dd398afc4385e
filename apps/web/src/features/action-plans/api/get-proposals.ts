import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** The gaps of the latest completed evaluation of each form that still wait for a decision. */
export function useProposals(evaluationId: string | null) {
  return useQuery({
    ...orpc.actionPlans.proposals.queryOptions({ input: { evaluationId: evaluationId ?? '' } }),
    enabled: Boolean(evaluationId),
  });
}

/** The gaps set aside, with who, when and why (issue 27 item 3). */
export function useDismissals(evaluationId: string) {
  return useQuery(orpc.actionPlans.dismissals.queryOptions({ input: { evaluationId } }));
}
