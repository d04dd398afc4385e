import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/page-input.ts';
import { EstablishmentsSearchSchema, type EstablishmentsSearch } from './establishments-search.ts';

export const ESTABLISHMENTS_PAGE_SIZE = 25;

export { EstablishmentsSearchSchema, type EstablishmentsSearch };

/** GET /establishments: one server page, in the caller's scope, in the chosen order (by name by default). */
export const [getEstablishmentsQueryOptions, useEstablishments] = pagedList(
  EstablishmentsSearchSchema,
  ESTABLISHMENTS_PAGE_SIZE,
  (input) => orpc.establishments.list.queryOptions({ input }),
);
