import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/paged-list.ts';
import { UsersSearchSchema } from './users-search.ts';

/** GET /users: one server page; 20 a page. */
export const usersList = pagedList(UsersSearchSchema, 20, (input) => orpc.users.list.queryOptions({ input }));
