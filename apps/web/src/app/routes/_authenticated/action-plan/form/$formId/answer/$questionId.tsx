import { createFileRoute } from '@tanstack/react-router';
import { ActionsSearchSchema } from '@/features/action-plans/api/actions-search.ts';
import { ActionPlanAnswer } from '@/features/action-plans/components/action-plan-answer.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2 /action-plan/form/{formId}/answer/{questionId}: questionId is the question key (ADR 013). */
export const Route = createFileRoute('/_authenticated/action-plan/form/$formId/answer/$questionId')({
  head: () => ({ meta: [{ title: pageTitle('Actions d’une réponse') }] }),
  validateSearch: ActionsSearchSchema,
  beforeLoad: requirePermission('action-plan:read'),
  component: ActionPlanAnswerRoute,
});

function ActionPlanAnswerRoute() {
  const navigate = Route.useNavigate();
  const params = Route.useParams();
  return (
    <ActionPlanAnswer
      formId={params.formId}
      questionKey={params.questionId}
      search={Route.useSearch()}
      onSearchChange={(changes) => void navigate({ search: (prev) => ({ ...prev, ...changes }), replace: true })}
    />
  );
}
