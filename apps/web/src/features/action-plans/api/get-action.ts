import { useQuery } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';

export function useAction(id: string | null) {
  return useQuery({ ...rpc.actionPlans.get.queryOptions({ input: { id: id ?? '' } }), enabled: Boolean(id) });
}
