import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { FormsSearchSchema, type FormsSearch } from './forms-search.ts';

export const FORMS_PAGE_SIZE = 20;

export { FormsSearchSchema, type FormsSearch };

export function getFormsQueryOptions(search: FormsSearch) {
  return orpc.forms.list.queryOptions({
    input: {
      kind: search.kind,
      status: search.status,
      ownership: search.ownership,
      categoryId: search.categoryId,
      search: search.search || undefined,
      page: search.page ?? 1,
      pageSize: FORMS_PAGE_SIZE,
    },
  });
}

export function useForms(search: FormsSearch) {
  return useQuery({ ...getFormsQueryOptions(search), placeholderData: keepPreviousData });
}
