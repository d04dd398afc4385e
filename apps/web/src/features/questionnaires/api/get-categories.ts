import { KINDS, STATUSES } from '@qc/shared/enums';
import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { rpc } from '@/lib/api-client.ts';

export const CATEGORIES_PAGE_SIZE = 20;

export const CategoriesSearchSchema = v.object({
  kind: v.optional(v.picklist(KINDS)),
  status: v.optional(v.picklist(STATUSES)),
  ownership: v.optional(v.picklist(['shared', 'own'])),
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type CategoriesSearch = v.InferOutput<typeof CategoriesSearchSchema>;

export function getCategoriesQueryOptions(search: CategoriesSearch) {
  return rpc.categories.list.queryOptions({
    input: {
      kind: search.kind,
      status: search.status,
      ownership: search.ownership,
      search: search.search || undefined,
      page: search.page ?? 1,
      pageSize: CATEGORIES_PAGE_SIZE,
    },
  });
}

export function useCategories(search: CategoriesSearch) {
  return useQuery({ ...getCategoriesQueryOptions(search), placeholderData: keepPreviousData });
}

/** Every visible category, for the choices of a select. */
export function useCategoryChoices() {
  return useQuery(rpc.categories.list.queryOptions({ input: { pageSize: MAX_PAGE_SIZE } }));
}
