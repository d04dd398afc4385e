import { createFileRoute } from '@tanstack/react-router';
import { getFormsOverviewQueryOptions } from '@/features/questionnaires/api/get-forms-overview.ts';
import { FormsOverviewPage } from '@/features/questionnaires/components/forms-overview-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** SPEC §2 /forms: counts by kind and status, recent changes (DESIGN §3: form:read). */
export const Route = createFileRoute('/_authenticated/forms/')({
  ...guardedPage('Questionnaires', 'form:read'),
  loader: ({ context }) => context.queryClient.prefetchQuery(getFormsOverviewQueryOptions()),
  component: FormsOverviewPage,
});
