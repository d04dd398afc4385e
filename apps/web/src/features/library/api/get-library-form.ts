import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** One active form of the library with the questions of its current version. */
export function getLibraryFormQueryOptions(id: string) {
  return orpc.library.form.queryOptions({ input: { id } });
}

export function useLibraryForm(id: string) {
  return useQuery(getLibraryFormQueryOptions(id));
}
