import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** The forms that apply to the establishment, each with its evaluation in progress and last completed one. */
export function getOverviewQueryOptions(establishmentId: string) {
  return orpc.evaluations.overview.queryOptions({ input: { establishmentId } });
}

export function useOverview(establishmentId: string) {
  return useQuery(getOverviewQueryOptions(establishmentId));
}
