import type { GroupViewInput } from '@qc/shared/group/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { orpc, rpc } from '@/lib/api-client.ts';

export type GroupViewQuery = Partial<Omit<GroupViewInput, 'page' | 'pageSize'>> & { page: number; pageSize: number };

/** One page of the group view; the previous page stays shown while the next one loads. */
export function useGroupView(input: GroupViewQuery, enabled = true) {
  return useQuery({
    ...rpc.group.view.queryOptions({ input }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** An ADMIN chooses the client whose group she looks at. */
export function useClientChoices(enabled: boolean) {
  return useQuery({
    ...orpc.clients.list.queryOptions({ input: { page: 1, pageSize: MAX_PAGE_SIZE } }),
    enabled,
  });
}
