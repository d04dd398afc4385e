import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { orpc } from '@/lib/api-client.ts';

/** GET /clients: the clients an ADMIN may attach a user to. */
export function useClients(options: { enabled: boolean }) {
  return useQuery({
    ...orpc.clients.list.queryOptions({ input: { pageSize: MAX_PAGE_SIZE } }),
    enabled: options.enabled,
  });
}
