import { createFileRoute } from '@tanstack/react-router';
import { getLibraryQueryOptions } from '@/features/library/api/browse-library.ts';
import { LibrarySearchSchema } from '@/features/library/api/library-search.ts';
import { LibraryPage } from '@/features/library/components/library-page.tsx';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { guardedList } from '@/lib/route-options.ts';

/** SPEC §2 /librairy/: the reading room; search, kind and applicability in the URL, preloaded. */
export const Route = createFileRoute('/_authenticated/librairy/')({
  ...guardedList('Bibliothèque', 'library:read', LibrarySearchSchema),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      getLibraryQueryOptions(deps, useEstablishmentStore.getState().selectedEstablishment?.category ?? null),
    ),
  component: LibraryRoute,
});

function LibraryRoute() {
  return <LibraryPage search={Route.useSearch()} />;
}
