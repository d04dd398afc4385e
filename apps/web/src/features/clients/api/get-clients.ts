import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/paged-list.ts';
import { ClientsSearchSchema, type ClientsSearch } from './clients-search.ts';

export { ClientsSearchSchema, type ClientsSearch };

/** GET /clients: one server page of the clients in the caller's scope; 25 a page. */
export const clientsList = pagedList(ClientsSearchSchema, 25, (input) => orpc.clients.list.queryOptions({ input }));
