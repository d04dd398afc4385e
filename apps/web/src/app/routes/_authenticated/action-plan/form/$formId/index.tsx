import { createFileRoute } from '@tanstack/react-router';
import { ActionsSearchSchema } from '@/features/action-plans/api/actions-search.ts';
import { ActionPlanForm } from '@/features/action-plans/components/action-plan-form.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2 /action-plan/form/{formId}/. */
export const Route = createFileRoute('/_authenticated/action-plan/form/$formId/')({
  head: () => ({ meta: [{ title: pageTitle('Plan d’action du questionnaire') }] }),
  validateSearch: ActionsSearchSchema,
  beforeLoad: requirePermission('action-plan:read'),
  component: ActionPlanFormRoute,
});

function ActionPlanFormRoute() {
  const navigate = Route.useNavigate();
  return (
    <ActionPlanForm
      formId={Route.useParams().formId}
      search={Route.useSearch()}
      onSearchChange={(changes) => void navigate({ search: (prev) => ({ ...prev, ...changes }), replace: true })}
    />
  );
}
