import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/paged-list.ts';
import { FormsSearchSchema } from './forms-search.ts';

/** GET /forms: one server page; 20 a page. */
export const formsList = pagedList(FormsSearchSchema, 20, (input) => orpc.forms.list.queryOptions({ input }));
