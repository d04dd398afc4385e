import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/paged-list.ts';
import { FormsSearchSchema, type FormsSearch } from './forms-search.ts';

export { FormsSearchSchema, type FormsSearch };

/** GET /forms: one server page; 20 a page. */
export const formsList = pagedList(FormsSearchSchema, 20, (input) => orpc.forms.list.queryOptions({ input }));
