import { createFileRoute } from '@tanstack/react-router';
import { getCompletedQueryOptions } from '@/features/evaluations/api/get-completed.ts';
import { CompletedPage } from '@/features/evaluations/components/completed-page.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { useEstablishmentStore } from '@/stores/establishment-store.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2 /auto-evaluation/completed; DESIGN §5: history with score, date, author, PDF and comparison. */
export const Route = createFileRoute('/_authenticated/auto-evaluation/completed')({
  head: () => ({ meta: [{ title: pageTitle('Auto-évaluations terminées') }] }),
  beforeLoad: requirePermission('evaluation:read'),
  loader: ({ context }) => {
    const selected = useEstablishmentStore.getState().selectedEstablishment;
    if (selected) void context.queryClient.prefetchQuery(getCompletedQueryOptions(selected.id));
  },
  component: CompletedPage,
});
