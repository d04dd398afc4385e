import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { pageInput } from '@/lib/page-input.ts';
import { UsersSearchSchema, type UsersSearch } from './users-search.ts';

export const USERS_PAGE_SIZE = 20;

export { UsersSearchSchema, type UsersSearch };

/** GET /users: one server page. The input from the route's search (its loader and the page read the same key). */
export function getUsersQueryOptions(search: UsersSearch) {
  return orpc.users.list.queryOptions({ input: pageInput(UsersSearchSchema, search, USERS_PAGE_SIZE) });
}

/** The page's list: the previous page stays on screen while the next one loads. */
export function useUsers(search: UsersSearch) {
  return useQuery({ ...getUsersQueryOptions(search), placeholderData: keepPreviousData });
}
