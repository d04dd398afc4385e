import { useQuery } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';

export function getFormsOverviewQueryOptions() {
  return rpc.forms.overview.queryOptions();
}

export function useFormsOverview() {
  return useQuery(getFormsOverviewQueryOptions());
}
