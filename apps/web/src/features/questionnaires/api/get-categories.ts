import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/paged-list.ts';
import { CategoriesSearchSchema } from './categories-search.ts';

/** GET /categories: one server page; 20 a page. */
export const categoriesList = pagedList(CategoriesSearchSchema, 20, (input) =>
  orpc.categories.list.queryOptions({ input }),
);

/** Every visible category, for the choices of a select. */
export function useCategoryChoices() {
  return useQuery(orpc.categories.list.queryOptions({ input: { pageSize: MAX_PAGE_SIZE } }));
}
