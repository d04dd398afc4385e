import { createFileRoute } from '@tanstack/react-router';
import { getLibraryFormQueryOptions } from '@/features/library/api/get-library-form.ts';
import { LibraryFormPage } from '@/features/library/components/library-form-page.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2 /librairy/form/{id}: every question with its reference, its expected documents, the templates. */
export const Route = createFileRoute('/_authenticated/librairy/form/$id')({
  head: () => ({ meta: [{ title: pageTitle('Questionnaire de la bibliothèque') }] }),
  beforeLoad: requirePermission('library:read'),
  loader: ({ context, params }) => context.queryClient.prefetchQuery(getLibraryFormQueryOptions(params.id)),
  component: LibraryFormRoute,
});

function LibraryFormRoute() {
  return <LibraryFormPage id={Route.useParams().id} />;
}
