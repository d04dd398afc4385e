import { useQuery } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';

/** Question by question, an evaluation against the previous completed one of the same form. */
export function useComparison(id: string) {
  return useQuery(rpc.evaluations.compare.queryOptions({ input: { id } }));
}
