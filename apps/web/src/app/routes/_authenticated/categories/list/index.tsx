import { createFileRoute } from '@tanstack/react-router';
import { getCategoriesQueryOptions } from '@/features/questionnaires/api/get-categories.ts';
import { CategoriesSearchSchema } from '@/features/questionnaires/api/categories-search.ts';
import { CategoriesListPage } from '@/features/questionnaires/components/categories-list-page.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2 /categories/list: filters and page in the URL; the first page preloaded. */
export const Route = createFileRoute('/_authenticated/categories/list/')({
  head: () => ({ meta: [{ title: pageTitle('Catégories') }] }),
  validateSearch: CategoriesSearchSchema,
  beforeLoad: requirePermission('form:read'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(getCategoriesQueryOptions(deps)),
  component: CategoriesListRoute,
});

function CategoriesListRoute() {
  return <CategoriesListPage search={Route.useSearch()} />;
}
