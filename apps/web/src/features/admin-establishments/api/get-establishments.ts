import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ESTABLISHMENT_SORTS } from '@qc/shared/establishments/schemas';
import * as v from 'valibot';
import { orpc } from '@/lib/api-client.ts';

export const ESTABLISHMENTS_PAGE_SIZE = 25;

const idParam = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64));

/**
 * SPEC §2: /admins/establishments/ takes the optional search parameters clientId, legalEntityId, search (and the order and page).
 * A malformed parameter (a hand-edited link) is dropped, not an error screen.
 */
export const EstablishmentsSearchSchema = v.object({
  clientId: v.fallback(v.optional(idParam), undefined),
  legalEntityId: v.fallback(v.optional(idParam), undefined),
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  /** The server's order; by name when absent. */
  sort: v.fallback(v.optional(v.picklist(ESTABLISHMENT_SORTS)), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type EstablishmentsSearch = v.InferOutput<typeof EstablishmentsSearchSchema>;

/** GET /establishments: one server page, in the caller's scope, in the chosen order (by name by default). */
export function getEstablishmentsQueryOptions(search: EstablishmentsSearch) {
  return orpc.establishments.list.queryOptions({
    input: {
      clientId: search.clientId,
      legalEntityId: search.legalEntityId,
      search: search.search || undefined,
      sort: search.sort,
      page: search.page ?? 1,
      pageSize: ESTABLISHMENTS_PAGE_SIZE,
    },
  });
}

export function useEstablishments(search: EstablishmentsSearch) {
  return useQuery({ ...getEstablishmentsQueryOptions(search), placeholderData: keepPreviousData });
}
