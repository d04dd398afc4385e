import { createFileRoute } from '@tanstack/react-router';
import { GroupSearchSchema } from '@/features/group/api/group-search.ts';
import { HomePage } from '@/app/pages/home-page.tsx';
import { pageTitle } from '@/lib/page-title.ts';

export const Route = createFileRoute('/_authenticated/')({
  head: () => ({ meta: [{ title: pageTitle('Accueil') }] }),
  // Issue 17: the group view's search, filters, order and page.
  validateSearch: GroupSearchSchema,
  // Issue 33 item 6: « Mes tâches », the home's first panel and its largest paint on a phone, is asked for as soon
  // as the session is known, beside the page's code rather than after it (not awaited: the panel shows its own
  // loading state). Imported here, not above: the route tree is in the sign-in page's chunk.
  loader: async ({ context }) => {
    const { myTasksQueryOptions } = await import('@/features/tasks/api/get-my-tasks.ts');
    void context.queryClient.prefetchQuery(myTasksQueryOptions());
  },
  component: HomePage,
});
