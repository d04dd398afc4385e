import type { EstablishmentCategory } from '@qc/shared/enums';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { type LibrarySearch } from './library-search.ts';

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

/** The page's list: the previous page stays on screen while the next one loads. */
export function useLibrary(search: LibrarySearch, establishmentCategory: EstablishmentCategory | null) {
  return useQuery({ ...getLibraryQueryOptions(search, establishmentCategory), placeholderData: keepPreviousData });
}
