import { createFileRoute } from '@tanstack/react-router';
import { getOverviewQueryOptions } from '@/features/evaluations/api/get-overview.ts';
import { SelfEvaluationCategoriesPage } from '@/app/pages/self-evaluation-categories-page.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2 /auto-evaluation/categories; DESIGN §3: evaluation:read (every role). */
export const Route = createFileRoute('/_authenticated/auto-evaluation/categories')({
  head: () => ({ meta: [{ title: pageTitle('Auto-évaluation') }] }),
  beforeLoad: requirePermission('evaluation:read'),
  loader: ({ context }) => {
    const selected = useEstablishmentStore.getState().selectedEstablishment;
    if (selected) void context.queryClient.prefetchQuery(getOverviewQueryOptions(selected.id));
  },
  component: SelfEvaluationCategoriesPage,
});
