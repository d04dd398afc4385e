import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export function getCategoryQueryOptions(id: string) {
  return orpc.categories.get.queryOptions({ input: { id } });
}

export function useCategory(id: string) {
  return useQuery(getCategoryQueryOptions(id));
}

/** The forms of a category, in their order. */
export function useCategoryForms(categoryId: string) {
  return useQuery(orpc.forms.list.queryOptions({ input: { categoryId, pageSize: MAX_PAGE_SIZE } }));
}
