import { orpc } from '@/lib/api-client.ts';
import { establishmentTabList } from '@/lib/paged-list.ts';

/** GET /establishments/{establishmentId}/members: the team, sorted by name on the server, 50 a page. */
export const establishmentMembersList = establishmentTabList(50, (input) =>
  orpc.establishments.listMembers.queryOptions({ input }),
);
