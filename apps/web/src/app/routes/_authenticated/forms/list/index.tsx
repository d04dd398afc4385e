import { createFileRoute } from '@tanstack/react-router';
import { formsList } from '@/features/questionnaires/api/get-forms.ts';
import { FormsSearchSchema } from '@/features/questionnaires/api/forms-search.ts';
import { FormsListPage } from '@/features/questionnaires/components/forms-list-page.tsx';
import { ensureList, guardedList } from '@/lib/route-options.ts';

/** SPEC §2 /forms/list: filters and page in the URL; the first page preloaded. */
export const Route = createFileRoute('/_authenticated/forms/list/')({
  ...guardedList('Tous les questionnaires', 'form:read', FormsSearchSchema),
  loader: ensureList(formsList.queryOptions),
  component: FormsListPage,
});
