import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export function getEvaluationQueryOptions(id: string) {
  return orpc.evaluations.get.queryOptions({ input: { id } });
}

/** One evaluation with the questions of its frozen version and the answers saved so far. */
export function useEvaluation(id: string | null) {
  return useQuery({ ...getEvaluationQueryOptions(id ?? ''), enabled: Boolean(id) });
}
