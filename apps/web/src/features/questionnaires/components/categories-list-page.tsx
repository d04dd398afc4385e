import type { Category } from '@qc/shared/questionnaires/schemas';
import { Link } from '@tanstack/react-router';
import type { Column } from '@/components/admin/data-table.tsx';
import { ListPage } from '@/components/admin/list-page.tsx';
import { CATEGORIES_PAGE_SIZE, useCategories, type CategoriesSearch } from '../api/get-categories.ts';
import { kindColumn, nameColumn, statusColumn, updatedAtColumn } from './questionnaire-columns.tsx';
import { QuestionnaireFilters } from './questionnaire-filters.tsx';
import { CreateButton } from './create-button.tsx';

const COLUMNS: Column<Category>[] = [
  nameColumn((category) => (
    <Link to="/categories/$id" params={{ id: category.id }} className="font-medium text-primary hover:underline">
      {category.name}
    </Link>
  )),
  kindColumn(),
  { header: 'Questionnaires', cell: (category) => category.formCount },
  statusColumn(),
  updatedAtColumn('Modifiée le'),
];

/** /categories/list: the categories that group the questionnaires. */
export function CategoriesListPage({ search }: { search: CategoriesSearch }) {
  const hasFilter = Boolean(search.kind || search.status || search.ownership);

  return (
    <ListPage
      title="Catégories"
      description="Les thèmes qui regroupent les questionnaires."
      actions={<CreateButton to="/categories/list/create" />}
      search={search}
      searchBox={{ label: 'Rechercher une catégorie', placeholder: 'Rechercher par nom…' }}
      filters={<QuestionnaireFilters search={search} hasFilter={hasFilter} />}
      filtersLabel="Filtrer les catégories"
      query={useCategories(search)}
      loadingLabel="Chargement des catégories"
      empty={{
        title: 'Aucune catégorie trouvée',
        description: hasFilter || search.search ? 'Essayez d’autres filtres.' : 'Créez la première catégorie.',
      }}
      pageSize={CATEGORIES_PAGE_SIZE}
      columns={COLUMNS}
      rowKey={(category) => category.id}
    />
  );
}
