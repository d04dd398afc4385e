import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { pageInput } from '@/lib/page-input.ts';
import { ClientsSearchSchema, type ClientsSearch } from './clients-search.ts';

export const CLIENTS_PAGE_SIZE = 25;

export { ClientsSearchSchema, type ClientsSearch };

/** GET /clients: one server page of the clients in the caller's scope. The input from the route's search (its loader and the page read the same key). */
export function getClientsQueryOptions(search: ClientsSearch) {
  return orpc.clients.list.queryOptions({ input: pageInput(ClientsSearchSchema, search, CLIENTS_PAGE_SIZE) });
}

/** The page's list: the previous page stays on screen while the next one loads. */
export function useClients(search: ClientsSearch) {
  return useQuery({ ...getClientsQueryOptions(search), placeholderData: keepPreviousData });
}
