import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export function useEvaluation(id: string | null) {
  return useQuery({ ...orpc.evaluations.get.queryOptions({ input: { id: id ?? '' } }), enabled: Boolean(id) });
}
