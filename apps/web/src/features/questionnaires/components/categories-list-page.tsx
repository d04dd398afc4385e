import { getRouteApi } from '@tanstack/react-router';
import type { Category } from '@qc/shared/questionnaires/schemas';
import type { Column } from '@/components/admin/data-table.tsx';
import { categoriesList } from '../api/get-categories.ts';
import { kindColumn, nameColumn, statusColumn, updatedAtColumn } from './questionnaire-columns.tsx';
import { QuestionnaireListPage } from './questionnaire-list-page.tsx';

const COLUMNS: Column<Category>[] = [
  nameColumn('/categories/$id'),
  kindColumn(),
  { header: 'Questionnaires', cell: (category) => category.formCount },
  statusColumn(),
  updatedAtColumn('Modifiée le'),
];

/** The page reads its filters and page from its route's URL (the route's loader preloaded that list). */
const route = getRouteApi('/_authenticated/categories/list/');

/** /categories/list: the categories that group the questionnaires. */
export function CategoriesListPage() {
  const search = route.useSearch();
  return (
    <QuestionnaireListPage
      title="Catégories"
      description="Les thèmes qui regroupent les questionnaires."
      entry="category"
      search={search}
      query={categoriesList.useList(search)}
      pageSize={categoriesList.pageSize}
      columns={COLUMNS}
    />
  );
}
