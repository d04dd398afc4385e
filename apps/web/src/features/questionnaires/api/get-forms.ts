import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/page-input.ts';
import { FormsSearchSchema, type FormsSearch } from './forms-search.ts';

export const FORMS_PAGE_SIZE = 20;

export { FormsSearchSchema, type FormsSearch };

export const [getFormsQueryOptions, useForms] = pagedList(FormsSearchSchema, FORMS_PAGE_SIZE, (input) =>
  orpc.forms.list.queryOptions({ input }),
);
