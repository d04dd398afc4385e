import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { orpc } from '@/lib/api-client.ts';

export const USERS_PAGE_SIZE = 20;

/** SPEC §2: /users/ takes the optional search parameters clientId, establishmentId, search (and the page). */
export const UsersSearchSchema = v.object({
  clientId: v.optional(v.pipe(v.string(), v.uuid())),
  establishmentId: v.optional(v.pipe(v.string(), v.uuid())),
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type UsersSearch = v.InferOutput<typeof UsersSearchSchema>;

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
