import { useQuery } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';

export function useCategory(id: string) {
  return useQuery(rpc.categories.get.queryOptions({ input: { id } }));
}
