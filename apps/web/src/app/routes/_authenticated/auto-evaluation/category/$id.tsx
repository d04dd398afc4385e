import { createFileRoute } from '@tanstack/react-router';
import { getOverviewQueryOptions } from '@/features/evaluations/api/get-overview.ts';
import { CategoryPage } from '@/features/evaluations/components/category-page.tsx';
import { preloadForSelected } from '@/lib/preload-selected.ts';
import { guardedPage } from '@/lib/route-options.ts';

/** SPEC §2 /auto-evaluation/category/{id}: the forms of one category. */
export const Route = createFileRoute('/_authenticated/auto-evaluation/category/$id')({
  ...guardedPage('Questionnaires de la catégorie', 'evaluation:read'),
  loader: preloadForSelected(getOverviewQueryOptions),
  component: CategoryPage,
});
