import { createFileRoute } from '@tanstack/react-router';
import { getOverviewQueryOptions } from '@/features/evaluations/api/get-overview.ts';
import { EvaluationPage } from '@/features/evaluations/components/evaluation-page.tsx';
import { preloadForSelected } from '@/lib/preload-selected.ts';
import { guardedPage } from '@/lib/route-options.ts';

/** SPEC §2 /auto-evaluation/form/{id}: {id} is the form's; the evaluation is the selected establishment's. */
export const Route = createFileRoute('/_authenticated/auto-evaluation/form/$id')({
  ...guardedPage('Évaluation en cours', 'evaluation:read'),
  loader: preloadForSelected(getOverviewQueryOptions),
  component: FormEvaluationRoute,
});

function FormEvaluationRoute() {
  return <EvaluationPage key={Route.useParams().id} formId={Route.useParams().id} />;
}
