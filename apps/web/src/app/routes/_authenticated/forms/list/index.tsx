import { createFileRoute } from '@tanstack/react-router';
import { getFormsQueryOptions } from '@/features/questionnaires/api/get-forms.ts';
import { FormsSearchSchema } from '@/features/questionnaires/api/forms-search.ts';
import { FormsListPage } from '@/features/questionnaires/components/forms-list-page.tsx';
import { requirePermission } from '@/lib/authorization.ts';
import { pageTitle } from '@/lib/page-title.ts';

/** SPEC §2 /forms/list: filters and page in the URL; the first page preloaded. */
export const Route = createFileRoute('/_authenticated/forms/list/')({
  head: () => ({ meta: [{ title: pageTitle('Tous les questionnaires') }] }),
  validateSearch: FormsSearchSchema,
  beforeLoad: requirePermission('form:read'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(getFormsQueryOptions(deps)),
  component: FormsListRoute,
});

function FormsListRoute() {
  return <FormsListPage search={Route.useSearch()} />;
}
