import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { pageInput } from '@/lib/page-input.ts';
import { FormsSearchSchema, type FormsSearch } from './forms-search.ts';

export const FORMS_PAGE_SIZE = 20;

export { FormsSearchSchema, type FormsSearch };

export function getFormsQueryOptions(search: FormsSearch) {
  return orpc.forms.list.queryOptions({
    input: pageInput(FormsSearchSchema, search, FORMS_PAGE_SIZE),
  });
}

export function useForms(search: FormsSearch) {
  return useQuery({ ...getFormsQueryOptions(search), placeholderData: keepPreviousData });
}
