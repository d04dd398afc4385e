import type { GroupViewInput } from '@qc/shared/group/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rpc } from '@/lib/api-client.ts';

export type GroupViewQuery = Partial<Omit<GroupViewInput, 'page' | 'pageSize'>> & { page: number; pageSize: number };

/** One page of the group view; the previous page stays shown while the next one loads. */
export function useGroupView(input: GroupViewQuery, enabled = true) {
  return useQuery({
    ...rpc.group.view.queryOptions({ input }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
