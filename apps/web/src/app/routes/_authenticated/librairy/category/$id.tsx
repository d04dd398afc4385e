import { createFileRoute } from '@tanstack/react-router';
import { getLibraryCategoryQueryOptions } from '@/features/library/api/get-library-category.ts';
import { LibraryCategoryPage } from '@/features/library/components/library-category-page.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2 /librairy/category/{id}: a category of the library and its forms. */
export const Route = createFileRoute('/_authenticated/librairy/category/$id')({
  head: () => ({ meta: [{ title: pageTitle('Catégorie de la bibliothèque') }] }),
  beforeLoad: requirePermission('library:read'),
  loader: ({ context, params }) => context.queryClient.prefetchQuery(getLibraryCategoryQueryOptions(params.id)),
  component: LibraryCategoryRoute,
});

function LibraryCategoryRoute() {
  return <LibraryCategoryPage id={Route.useParams().id} />;
}
