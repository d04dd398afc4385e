import { createFileRoute } from '@tanstack/react-router';
import { ActionsSearchSchema } from '@/features/action-plans/api/actions-search.ts';
import { ActionPlanCategory } from '@/features/action-plans/components/action-plan-category.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2 /action-plan/category/{id}. */
export const Route = createFileRoute('/_authenticated/action-plan/category/$id')({
  head: () => ({ meta: [{ title: pageTitle('Plan d’action de la catégorie') }] }),
  validateSearch: ActionsSearchSchema,
  beforeLoad: requirePermission('action-plan:read'),
  component: ActionPlanCategoryRoute,
});

function ActionPlanCategoryRoute() {
  const navigate = Route.useNavigate();
  return (
    <ActionPlanCategory
      categoryId={Route.useParams().id}
      search={Route.useSearch()}
      onSearchChange={(changes) => void navigate({ search: (prev) => ({ ...prev, ...changes }), replace: true })}
    />
  );
}
