import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** One active category of the library and its active forms. */
export function getLibraryCategoryQueryOptions(id: string) {
  return orpc.library.category.queryOptions({ input: { id } });
}

export function useLibraryCategory(id: string) {
  return useQuery(getLibraryCategoryQueryOptions(id));
}
