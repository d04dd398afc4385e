import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/**
 * The completed evaluations of the establishment, most recent first, for the
 * evolution chart: one page of the largest size, which covers years of use; the
 * panel says so when there are more (total).
 */
export function useCompletedEvaluations(establishmentId: string) {
  return useQuery(
    orpc.evaluations.list.queryOptions({
      input: { establishmentId, status: 'COMPLETED', page: 1, pageSize: MAX_PAGE_SIZE },
    }),
  );
}
