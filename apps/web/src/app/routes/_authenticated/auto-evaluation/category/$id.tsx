import { createFileRoute } from '@tanstack/react-router';
import { getOverviewQueryOptions } from '@/features/evaluations/api/get-overview.ts';
import { CategoryPage } from '@/features/evaluations/components/category-page.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2 /auto-evaluation/category/{id}: the forms of one category. */
export const Route = createFileRoute('/_authenticated/auto-evaluation/category/$id')({
  head: () => ({ meta: [{ title: pageTitle('Questionnaires de la catégorie') }] }),
  beforeLoad: requirePermission('evaluation:read'),
  loader: ({ context }) => {
    const selected = useEstablishmentStore.getState().selectedEstablishment;
    if (selected) void context.queryClient.prefetchQuery(getOverviewQueryOptions(selected.id));
  },
  component: CategoryRoute,
});

function CategoryRoute() {
  return <CategoryPage categoryId={Route.useParams().id} />;
}
