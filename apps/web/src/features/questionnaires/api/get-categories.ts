import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/page-input.ts';
import { CategoriesSearchSchema, type CategoriesSearch } from './categories-search.ts';

export const CATEGORIES_PAGE_SIZE = 20;

export { CategoriesSearchSchema, type CategoriesSearch };

export const [getCategoriesQueryOptions, useCategories] = pagedList(
  CategoriesSearchSchema,
  CATEGORIES_PAGE_SIZE,
  (input) => orpc.categories.list.queryOptions({ input }),
);

/** Every visible category, for the choices of a select. */
export function useCategoryChoices() {
  return useQuery(orpc.categories.list.queryOptions({ input: { pageSize: MAX_PAGE_SIZE } }));
}
