import { createFileRoute } from '@tanstack/react-router';
import { getLibraryReleasesQueryOptions } from '@/features/library/api/library-releases.ts';
import { LibraryReleasesPage } from '@/features/library/components/library-releases-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** /librairy/releases: « Nouveautés », the releases of the default library and what each changed, and why. */
export const Route = createFileRoute('/_authenticated/librairy/releases')({
  ...guardedPage('Nouveautés de la bibliothèque', 'library:read'),
  loader: ({ context }) => context.queryClient.prefetchQuery(getLibraryReleasesQueryOptions()),
  component: LibraryReleasesPage,
});
