import { orpc } from '@/lib/api-client.ts';
import { pagedList } from '@/lib/page-input.ts';
import { UsersSearchSchema, type UsersSearch } from './users-search.ts';

export const USERS_PAGE_SIZE = 20;

export { UsersSearchSchema, type UsersSearch };

export const [getUsersQueryOptions, useUsers] = pagedList(UsersSearchSchema, USERS_PAGE_SIZE, (input) =>
  orpc.users.list.queryOptions({ input }),
);
