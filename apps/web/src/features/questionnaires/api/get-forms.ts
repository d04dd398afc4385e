import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { pageInput } from '@/lib/page-input.ts';
import { FormsSearchSchema, type FormsSearch } from './forms-search.ts';

export const FORMS_PAGE_SIZE = 20;

export { FormsSearchSchema, type FormsSearch };

/** GET /forms: one server page. The input from the route's search (its loader and the page read the same key). */
export function getFormsQueryOptions(search: FormsSearch) {
  return orpc.forms.list.queryOptions({ input: pageInput(FormsSearchSchema, search, FORMS_PAGE_SIZE) });
}

/** The page's list: the previous page stays on screen while the next one loads. */
export function useForms(search: FormsSearch) {
  return useQuery({ ...getFormsQueryOptions(search), placeholderData: keepPreviousData });
}
