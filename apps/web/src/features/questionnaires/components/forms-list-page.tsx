import type { Form } from '@qc/shared/questionnaires/schemas';
import { Link } from '@tanstack/react-router';
import type { Column } from '@/components/admin/data-table.tsx';
import { ListPage } from '@/components/admin/list-page.tsx';
import { useListSearch } from '@/components/admin/use-list-search.ts';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { useCategoryChoices } from '../api/get-categories.ts';
import { FORMS_PAGE_SIZE, useForms, type FormsSearch } from '../api/get-forms.ts';
import { VersionBadge } from './questionnaire-badges.tsx';
import { kindColumn, nameColumn, statusColumn, updatedAtColumn } from './questionnaire-columns.tsx';
import { QuestionnaireFilters } from './questionnaire-filters.tsx';
import { CreateButton } from './create-button.tsx';

const COLUMNS: Column<Form>[] = [
  nameColumn((form) => (
    <Link to="/forms/$id" params={{ id: form.id }} className="font-medium text-primary hover:underline">
      {form.name}
    </Link>
  )),
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

/** /forms/list: server-side paginated, every filter in the URL. */
export function FormsListPage({ search }: { search: FormsSearch }) {
  const { update } = useListSearch<FormsSearch>();
  const categories = useCategoryChoices();
  const hasFilter = Boolean(search.kind || search.status || search.ownership || search.categoryId);
  const categoryOptions = [
    { value: 'none', label: 'Sans catégorie' },
    ...(categories.data?.items ?? []).map((category) => ({ value: category.id, label: category.name })),
  ];

  return (
    <ListPage
      breadcrumb={
        <Link to="/forms" className="text-muted-foreground hover:underline">
          Questionnaires
        </Link>
      }
      title="Tous les questionnaires"
      actions={<CreateButton to="/forms/list/create" />}
      search={search}
      searchBox={{ label: 'Rechercher un questionnaire', placeholder: 'Rechercher par nom ou description…' }}
      filters={
        <QuestionnaireFilters
          search={search}
          hasFilter={hasFilter}
          afterKind={
            <FilterSelect
              width="narrow"
              label="Catégorie"
              value={search.categoryId}
              options={categoryOptions}
              allLabel="Toutes"
              onChange={(categoryId) => update({ categoryId })}
            />
          }
        />
      }
      filtersLabel="Filtrer les questionnaires"
      query={useForms(search)}
      loadingLabel="Chargement des questionnaires"
      empty={{
        title: 'Aucun questionnaire trouvé',
        description: hasFilter || search.search ? 'Essayez d’autres filtres.' : 'Créez le premier questionnaire.',
      }}
      pageSize={FORMS_PAGE_SIZE}
      columns={COLUMNS}
      rowKey={(form) => form.id}
    />
  );
}
