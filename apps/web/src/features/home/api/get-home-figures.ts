import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** The forms of the establishment with progress and last result (scores by category). */
export function useHomeOverview(establishmentId: string) {
  return useQuery(orpc.evaluations.overview.queryOptions({ input: { establishmentId } }));
}

/** One action is enough: the answer carries the counts of the whole plan, or of « Mes actions » (`mine`). */
export function useActionCounts(establishmentId: string, mine = false) {
  return useQuery({
    ...orpc.actionPlans.list.queryOptions({
      input: { establishmentId, page: 1, pageSize: 1, mine: mine || undefined },
    }),
    select: (data) => data.counts,
  });
}

/** The evaluations in progress, whose live results count the mandatory documents still missing. */
export function useInProgressEvaluations(establishmentId: string) {
  return useQuery(
    orpc.evaluations.list.queryOptions({
      input: { establishmentId, status: 'IN_PROGRESS', page: 1, pageSize: MAX_PAGE_SIZE },
    }),
  );
}
