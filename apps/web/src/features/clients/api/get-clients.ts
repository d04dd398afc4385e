import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/page-input.ts';
import { ClientsSearchSchema, type ClientsSearch } from './clients-search.ts';

export const CLIENTS_PAGE_SIZE = 25;

export { ClientsSearchSchema, type ClientsSearch };

/** GET /clients: one server page of the clients in the caller's scope. */
export const [getClientsQueryOptions, useClients] = pagedList(ClientsSearchSchema, CLIENTS_PAGE_SIZE, (input) =>
  orpc.clients.list.queryOptions({ input }),
);
