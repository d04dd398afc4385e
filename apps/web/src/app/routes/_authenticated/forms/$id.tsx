import { createFileRoute } from '@tanstack/react-router';
import { getFormQueryOptions } from '@/features/questionnaires/api/get-form.ts';
import { FormDetailSearchSchema } from '@/features/questionnaires/api/form-detail-search.ts';
import { FormDetailPage } from '@/features/questionnaires/components/form-detail-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** SPEC §2 /forms/{id}: the form, its questions, preview and versions; read-only without authoring rights. */
export const Route = createFileRoute('/_authenticated/forms/$id')({
  ...guardedPage('Questionnaire', 'form:read'),
  validateSearch: FormDetailSearchSchema,
  loaderDeps: ({ search }) => ({ version: search.version }),
  loader: ({ context, params, deps }) =>
    context.queryClient.prefetchQuery(getFormQueryOptions(params.id, deps.version)),
  component: FormDetailRoute,
});

function FormDetailRoute() {
  return <FormDetailPage id={Route.useParams().id} search={Route.useSearch()} />;
}
