import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { orpc } from '@/lib/api-client.ts';

export const CLIENTS_PAGE_SIZE = 25;

/**
 * /admins/clients/ keeps its search and page in the URL.
 * A malformed parameter (a hand-edited link) is dropped, not an error screen.
 */
export const ClientsSearchSchema = v.object({
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type ClientsSearch = v.InferOutput<typeof ClientsSearchSchema>;

/** GET /clients: one server page of the clients in the caller's scope. */
export function getClientsQueryOptions(search: ClientsSearch) {
  return orpc.clients.list.queryOptions({
    input: { search: search.search || undefined, page: search.page ?? 1, pageSize: CLIENTS_PAGE_SIZE },
  });
}

export function useClients(search: ClientsSearch) {
  return useQuery({ ...getClientsQueryOptions(search), placeholderData: keepPreviousData });
}
