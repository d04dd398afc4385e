import { createFileRoute } from '@tanstack/react-router';
import { categoriesList } from '@/features/questionnaires/api/get-categories.ts';
import { CategoriesSearchSchema } from '@/features/questionnaires/api/categories-search.ts';
import { CategoriesListPage } from '@/features/questionnaires/components/categories-list-page.tsx';
import { ensureList, guardedList } from '@/lib/route-options.ts';

/** SPEC §2 /categories/list: filters and page in the URL; the first page preloaded. */
export const Route = createFileRoute('/_authenticated/categories/list/')({
  ...guardedList('Catégories', 'form:read', CategoriesSearchSchema),
  loader: ensureList(categoriesList.queryOptions),
  component: CategoriesListPage,
});
