import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { pageInput } from '@/lib/page-input.ts';
import { UsersSearchSchema, type UsersSearch } from './users-search.ts';

export const USERS_PAGE_SIZE = 20;

export { UsersSearchSchema, type UsersSearch };

export function getUsersQueryOptions(search: UsersSearch) {
  return orpc.users.list.queryOptions({
    input: pageInput(UsersSearchSchema, search, USERS_PAGE_SIZE),
  });
}

export function useUsers(search: UsersSearch) {
  return useQuery({ ...getUsersQueryOptions(search), placeholderData: keepPreviousData });
}
