import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

export const MEMBER_PICKER_SIZE = 20;

/** GET /members/effective?clientId=…&search=…: the client's directory, searched on the server. */
export function useClientMembers(options: { clientId: string; search: string; enabled: boolean }) {
  return useQuery({
    ...orpc.members.list.queryOptions({
      input: { clientId: options.clientId, search: options.search || undefined, pageSize: MEMBER_PICKER_SIZE },
    }),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
}
