import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** The completed evaluations of the establishment, newest first (the API orders them). */
export function getCompletedQueryOptions(establishmentId: string) {
  return orpc.evaluations.list.queryOptions({
    input: { establishmentId, status: 'COMPLETED', page: 1, pageSize: MAX_PAGE_SIZE },
  });
}

export function useCompletedEvaluations(establishmentId: string) {
  return useQuery(getCompletedQueryOptions(establishmentId));
}
