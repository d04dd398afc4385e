import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export function useCategory(id: string) {
  return useQuery(orpc.categories.get.queryOptions({ input: { id } }));
}
