import { createFileRoute } from '@tanstack/react-router';
import { getCompletedQueryOptions } from '@/features/evaluations/api/get-completed.ts';
import { CompletedPage } from '@/features/evaluations/components/completed-page.tsx';
import { preloadForSelected } from '@/lib/preload-selected.ts';
import { guardedPage } from '@/lib/route-options.ts';

/** SPEC §2 /auto-evaluation/completed; DESIGN §5: history with score, date, author, PDF and comparison. */
export const Route = createFileRoute('/_authenticated/auto-evaluation/completed')({
  ...guardedPage('Auto-évaluations terminées', 'evaluation:read'),
  loader: preloadForSelected(getCompletedQueryOptions),
  component: CompletedPage,
});
