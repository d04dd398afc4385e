import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { pageInput } from '@/lib/page-input.ts';
import { EstablishmentsSearchSchema, type EstablishmentsSearch } from './establishments-search.ts';

export const ESTABLISHMENTS_PAGE_SIZE = 25;

export { EstablishmentsSearchSchema, type EstablishmentsSearch };

/** GET /establishments: one server page, in the caller's scope, in the chosen order (by name by default). */
export function getEstablishmentsQueryOptions(search: EstablishmentsSearch) {
  return orpc.establishments.list.queryOptions({
    input: pageInput(EstablishmentsSearchSchema, search, ESTABLISHMENTS_PAGE_SIZE),
  });
}

export function useEstablishments(search: EstablishmentsSearch) {
  return useQuery({ ...getEstablishmentsQueryOptions(search), placeholderData: keepPreviousData });
}
