import { createFileRoute } from '@tanstack/react-router';
import { getOverviewQueryOptions } from '@/features/evaluations/api/get-overview.ts';
import { SelfEvaluationCategoriesPage } from '@/app/pages/self-evaluation-categories-page.tsx';
import { preloadForSelected } from '@/lib/preload-selected.ts';
import { guardedPage } from '@/lib/route-options.ts';

/** SPEC §2 /auto-evaluation/categories; DESIGN §3: evaluation:read (every role). */
export const Route = createFileRoute('/_authenticated/auto-evaluation/categories')({
  ...guardedPage('Auto-évaluation', 'evaluation:read'),
  loader: preloadForSelected(getOverviewQueryOptions),
  component: SelfEvaluationCategoriesPage,
});
