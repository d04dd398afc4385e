import { type EstablishmentCategory } from '@qc/shared/enums';
import { orpc } from '@/lib/api-client.ts';
import { keepingPage } from '@/lib/page-input.ts';
import { LibrarySearchSchema, type LibrarySearch } from './library-search.ts';

export { LibrarySearchSchema, type LibrarySearch };

/** The reading room, narrowed to the selected establishment's category when asked and known. */
export function getLibraryQueryOptions(search: LibrarySearch, establishmentCategory: EstablishmentCategory | null) {
  return orpc.library.browse.queryOptions({
    input: {
      search: search.search || undefined,
      kind: search.kind,
      establishmentCategory: search.applicable && establishmentCategory ? establishmentCategory : undefined,
    },
  });
}

export const useLibrary = keepingPage(getLibraryQueryOptions);
