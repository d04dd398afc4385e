import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { pageInput } from '@/lib/page-input.ts';
import { EstablishmentsSearchSchema, type EstablishmentsSearch } from './establishments-search.ts';

export const ESTABLISHMENTS_PAGE_SIZE = 25;

export { EstablishmentsSearchSchema, type EstablishmentsSearch };

/** GET /establishments: one server page, in the caller's scope, in the chosen order (by name by default). The input from the route's search (its loader and the page read the same key). */
export function getEstablishmentsQueryOptions(search: EstablishmentsSearch) {
  return orpc.establishments.list.queryOptions({
    input: pageInput(EstablishmentsSearchSchema, search, ESTABLISHMENTS_PAGE_SIZE),
  });
}

/** The page's list: the previous page stays on screen while the next one loads. */
export function useEstablishments(search: EstablishmentsSearch) {
  return useQuery({ ...getEstablishmentsQueryOptions(search), placeholderData: keepPreviousData });
}
