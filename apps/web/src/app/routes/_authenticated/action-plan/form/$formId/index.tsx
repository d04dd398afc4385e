import { createFileRoute } from '@tanstack/react-router';
import { ActionsSearchSchema } from '@/features/action-plans/api/actions-search.ts';
import { ActionPlanForm } from '@/features/action-plans/components/action-plan-form.tsx';
import { guardedPage, useSearchState } from '@/lib/route-options.ts';

/** SPEC §2 /action-plan/form/{formId}/. */
export const Route = createFileRoute('/_authenticated/action-plan/form/$formId/')({
  ...guardedPage('Plan d’action du questionnaire', 'action-plan:read'),
  validateSearch: ActionsSearchSchema,
  component: ActionPlanFormRoute,
});

function ActionPlanFormRoute() {
  return <ActionPlanForm formId={Route.useParams().formId} {...useSearchState(Route)} />;
}
