import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { pageInput } from '@/lib/page-input.ts';
import { CategoriesSearchSchema, type CategoriesSearch } from './categories-search.ts';

export const CATEGORIES_PAGE_SIZE = 20;

export { CategoriesSearchSchema, type CategoriesSearch };

/** GET /categories: one server page. The input from the route's search (its loader and the page read the same key). */
export function getCategoriesQueryOptions(search: CategoriesSearch) {
  return orpc.categories.list.queryOptions({ input: pageInput(CategoriesSearchSchema, search, CATEGORIES_PAGE_SIZE) });
}

/** The page's list: the previous page stays on screen while the next one loads. */
export function useCategories(search: CategoriesSearch) {
  return useQuery({ ...getCategoriesQueryOptions(search), placeholderData: keepPreviousData });
}

/** Every visible category, for the choices of a select. */
export function useCategoryChoices() {
  return useQuery(orpc.categories.list.queryOptions({ input: { pageSize: MAX_PAGE_SIZE } }));
}
