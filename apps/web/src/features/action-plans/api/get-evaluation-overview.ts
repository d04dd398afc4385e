import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** The forms of the establishment with their last completed evaluation: where proposals come from. */
export function useEvaluationOverview(establishmentId: string | undefined) {
  return useQuery({
    ...orpc.evaluations.overview.queryOptions({ input: { establishmentId: establishmentId ?? '' } }),
    enabled: Boolean(establishmentId),
  });
}
