import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export function useAction(id: string | null) {
  return useQuery({ ...orpc.actionPlans.get.queryOptions({ input: { id: id ?? '' } }), enabled: Boolean(id) });
}
