import type { Form } from '@qc/shared/questionnaires/schemas';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { Column } from '@/components/admin/data-table.tsx';
import { useListSearch } from '@/components/admin/use-list-search.ts';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import type { FormsSearch } from '../api/forms-search.ts';
import { useCategoryChoices } from '../api/get-categories.ts';
import { formsList } from '../api/get-forms.ts';
import { VersionBadge } from './questionnaire-badges.tsx';
import { kindColumn, nameColumn, statusColumn, updatedAtColumn } from './questionnaire-columns.tsx';
import { QuestionnaireListPage } from './questionnaire-list-page.tsx';

const COLUMNS: Column<Form>[] = [
  nameColumn('/forms/$id'),
  kindColumn(),
  {
    header: 'Catégorie',
    cell: (form) => form.categoryName ?? <span className="text-muted-foreground">Sans catégorie</span>,
  },
  { header: 'Version', cell: (form) => <VersionBadge version={form.version} /> },
  { header: 'Questions', cell: (form) => form.questionCount },
  statusColumn(),
  updatedAtColumn('Modifié le'),
];

/** The page reads its filters and page from its route's URL (the route's loader preloaded that list). */
const route = getRouteApi('/_authenticated/forms/list/');

/** /forms/list: server-side paginated, every filter in the URL. */
export function FormsListPage() {
  const search = route.useSearch();
  const { update } = useListSearch<FormsSearch>();
  const categories = useCategoryChoices();
  const categoryOptions = [
    { value: 'none', label: 'Sans catégorie' },
    ...(categories.data?.items ?? []).map((category) => ({ value: category.id, label: category.name })),
  ];

  return (
    <QuestionnaireListPage
      breadcrumb={
        <Link to="/forms" className="text-muted-foreground hover:underline">
          Questionnaires
        </Link>
      }
      title="Tous les questionnaires"
      entry="form"
      search={search}
      afterKind={{
        isSet: Boolean(search.categoryId),
        filter: (
          <FilterSelect
            width="narrow"
            label="Catégorie"
            value={search.categoryId}
            options={categoryOptions}
            allLabel="Toutes"
            onChange={(categoryId) => update({ categoryId })}
          />
        ),
      }}
      query={formsList.useList(search)}
      pageSize={formsList.pageSize}
      columns={COLUMNS}
    />
  );
}
