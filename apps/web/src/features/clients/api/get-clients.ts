import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/paged-list.ts';
import { ClientsSearchSchema } from './clients-search.ts';

/** GET /clients: one server page of the clients in the caller's scope; 25 a page. */
export const clientsList = pagedList(ClientsSearchSchema, 25, (input) => orpc.clients.list.queryOptions({ input }));
