import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export function getFormsOverviewQueryOptions() {
  return orpc.forms.overview.queryOptions();
}

export function useFormsOverview() {
  return useQuery(getFormsOverviewQueryOptions());
}
