import { createFileRoute } from '@tanstack/react-router';
import { ActionsSearchSchema } from '@/features/action-plans/api/actions-search.ts';
import { ActionPlanCategory } from '@/features/action-plans/components/action-plan-category.tsx';
import { guardedPage, useSearchState } from '@/lib/route-options.ts';

/** SPEC §2 /action-plan/category/{id}. */
export const Route = createFileRoute('/_authenticated/action-plan/category/$id')({
  ...guardedPage('Plan d’action de la catégorie', 'action-plan:read'),
  validateSearch: ActionsSearchSchema,
  component: ActionPlanCategoryRoute,
});

function ActionPlanCategoryRoute() {
  return <ActionPlanCategory categoryId={Route.useParams().id} {...useSearchState(Route)} />;
}
