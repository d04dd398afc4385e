import { createFileRoute } from '@tanstack/react-router';
import { getOverviewQueryOptions } from '@/features/evaluations/api/get-overview.ts';
import { EvaluationPage } from '@/features/evaluations/components/evaluation-page.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2 /auto-evaluation/form/{id}: {id} is the form's; the evaluation is the selected establishment's. */
export const Route = createFileRoute('/_authenticated/auto-evaluation/form/$id')({
  head: () => ({ meta: [{ title: pageTitle('Évaluation en cours') }] }),
  beforeLoad: requirePermission('evaluation:read'),
  loader: ({ context }) => {
    const selected = useEstablishmentStore.getState().selectedEstablishment;
    if (selected) void context.queryClient.prefetchQuery(getOverviewQueryOptions(selected.id));
  },
  component: FormEvaluationRoute,
});

function FormEvaluationRoute() {
  return <EvaluationPage key={Route.useParams().id} formId={Route.useParams().id} />;
}
