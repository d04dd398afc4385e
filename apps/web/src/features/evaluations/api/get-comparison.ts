import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** Question by question, an evaluation against the previous completed one of the same form. */
export function useComparison(id: string) {
  return useQuery(orpc.evaluations.compare.queryOptions({ input: { id } }));
}
