import { useQuery } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';

export function useEvaluation(id: string | null) {
  return useQuery({ ...rpc.evaluations.get.queryOptions({ input: { id: id ?? '' } }), enabled: Boolean(id) });
}
