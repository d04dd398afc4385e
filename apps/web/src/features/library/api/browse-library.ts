import { KINDS, type EstablishmentCategory } from '@qc/shared/enums';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { rpc } from '@/lib/api-client.ts';

/** /librairy/ search parameters: the search text, the kind, and "only what applies to my establishment". */
export const LibrarySearchSchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  kind: v.optional(v.picklist(KINDS)),
  applicable: v.optional(v.boolean()),
});
export type LibrarySearch = v.InferOutput<typeof LibrarySearchSchema>;

/** The reading room, narrowed to the selected establishment's category when asked and known. */
export function getLibraryQueryOptions(search: LibrarySearch, establishmentCategory: EstablishmentCategory | null) {
  return rpc.library.browse.queryOptions({
    input: {
      search: search.search || undefined,
      kind: search.kind,
      establishmentCategory: search.applicable && establishmentCategory ? establishmentCategory : undefined,
    },
  });
}

export function useLibrary(search: LibrarySearch, establishmentCategory: EstablishmentCategory | null) {
  return useQuery({ ...getLibraryQueryOptions(search, establishmentCategory), placeholderData: keepPreviousData });
}
