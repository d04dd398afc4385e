import { createFileRoute } from '@tanstack/react-router';
import { ActionsSearchSchema } from '@/features/action-plans/api/actions-search.ts';
import { ActionPlanAnswer } from '@/features/action-plans/components/action-plan-answer.tsx';
import { guardedPage, useSearchState } from '@/lib/route-options.ts';

/** SPEC §2 /action-plan/form/{formId}/answer/{questionId}: questionId is the question key (ADR 013). */
export const Route = createFileRoute('/_authenticated/action-plan/form/$formId/answer/$questionId')({
  ...guardedPage('Actions d’une réponse', 'action-plan:read'),
  validateSearch: ActionsSearchSchema,
  component: ActionPlanAnswerRoute,
});

function ActionPlanAnswerRoute() {
  const params = Route.useParams();
  return <ActionPlanAnswer formId={params.formId} questionKey={params.questionId} {...useSearchState(Route)} />;
}
