import { orpc } from '@/lib/api-client.ts';
import { establishmentTabList } from '@/lib/paged-list.ts';

/** GET /establishments/{establishmentId}/agreements, 50 a page. */
export const agreementsList = establishmentTabList(50, (input) =>
  orpc.agreements.listForEstablishment.queryOptions({ input }),
);
