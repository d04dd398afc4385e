import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/paged-list.ts';
import { EstablishmentsSearchSchema } from './establishments-search.ts';

/** GET /establishments: one server page, in the caller's scope, in the chosen order (by name by default); 25 a page. */
export const establishmentsList = pagedList(EstablishmentsSearchSchema, 25, (input) =>
  orpc.establishments.list.queryOptions({ input }),
);
