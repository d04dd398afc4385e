import { useQuery } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';

/** The forms of the establishment with their last completed evaluation: where proposals come from. */
export function useEvaluationOverview(establishmentId: string | undefined) {
  return useQuery({
    ...rpc.evaluations.overview.queryOptions({ input: { establishmentId: establishmentId ?? '' } }),
    enabled: Boolean(establishmentId),
  });
}
