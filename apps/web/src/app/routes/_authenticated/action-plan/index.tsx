import { createFileRoute } from '@tanstack/react-router';
import { ActionsSearchSchema } from '@/features/action-plans/api/actions-search.ts';
import { ActionPlanHome } from '@/features/action-plans/components/action-plan-home.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';
import { useSearchState } from '@/lib/route-options.ts';

/** SPEC §2 /action-plan; DESIGN §3: action-plan:read (every role). */
export const Route = createFileRoute('/_authenticated/action-plan/')({
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.search.mine ? 'Mes actions' : 'Plan d’action') }] }),
  validateSearch: ActionsSearchSchema,
  beforeLoad: requirePermission('action-plan:read'),
  component: ActionPlanRoute,
});

function ActionPlanRoute() {
  return <ActionPlanHome {...useSearchState(Route)} />;
}
