import { createFileRoute } from '@tanstack/react-router';
import { getLibraryFormQueryOptions } from '@/features/library/api/get-library-form.ts';
import { LibraryFormSearchSchema } from '@/features/library/api/library-search.ts';
import { LibraryFormPage } from '@/features/library/components/library-form-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/**
 * SPEC §2 /librairy/form/{id}: every question with its reference, its expected documents, the templates,
 * and what changed across versions (`changesSince`: since the version a copy was made from).
 */
export const Route = createFileRoute('/_authenticated/librairy/form/$id')({
  ...guardedPage('Questionnaire de la bibliothèque', 'library:read'),
  validateSearch: LibraryFormSearchSchema,
  loader: ({ context, params }) => context.queryClient.prefetchQuery(getLibraryFormQueryOptions(params.id)),
  component: LibraryFormRoute,
});

function LibraryFormRoute() {
  return <LibraryFormPage id={Route.useParams().id} changesSince={Route.useSearch().changesSince} />;
}
