import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** GET /clients: the clients an ADMIN filters by or attaches a legal entity to (first 200, by name). */
export function useClientOptions(options: { enabled: boolean }) {
  return useQuery({
    ...orpc.clients.list.queryOptions({ input: { pageSize: MAX_PAGE_SIZE } }),
    enabled: options.enabled,
    select: (data) => data.items.map((client) => ({ value: client.id, label: client.name })),
  });
}
