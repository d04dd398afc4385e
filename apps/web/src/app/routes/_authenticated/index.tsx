import { createFileRoute } from '@tanstack/react-router';
import { GroupSearchSchema } from '@/features/group/api/group-search.ts';
import { HomePage } from '@/app/pages/home-page.tsx';
import { pageTitle } from '@/lib/page-title.ts';

export const Route = createFileRoute('/_authenticated/')({
  head: () => ({ meta: [{ title: pageTitle('Accueil') }] }),
  // Issue 17: the group view's search, filters, order and page.
  validateSearch: GroupSearchSchema,
  component: HomePage,
});
