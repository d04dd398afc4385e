import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { UsersSearchSchema, type UsersSearch } from './users-search.ts';

export const USERS_PAGE_SIZE = 20;

export { UsersSearchSchema, type UsersSearch };

export function getUsersQueryOptions(search: UsersSearch) {
  return orpc.users.list.queryOptions({
    input: {
      clientId: search.clientId,
      establishmentId: search.establishmentId,
      search: search.search || undefined,
      page: search.page ?? 1,
      pageSize: USERS_PAGE_SIZE,
    },
  });
}

export function useUsers(search: UsersSearch) {
  return useQuery({ ...getUsersQueryOptions(search), placeholderData: keepPreviousData });
}
