import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** GET /clients (SPEC §7): the owners an ADMIN may give a new form or category. */
export function useOwnerClients(options: { enabled: boolean }) {
  return useQuery({
    ...orpc.clients.list.queryOptions({ input: { pageSize: MAX_PAGE_SIZE } }),
    enabled: options.enabled,
  });
}
