import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { orpc } from '@/lib/api-client.ts';

/**
 * The establishments a user may be attached to: the chosen client's
 * (GET /clients/{clientId}/establishments) when a client is chosen, else the
 * caller's own list (GET /establishments/user/{self}).
 */
export function useAssignableEstablishments(options: { userId: string; clientId: string }) {
  const forClient = useQuery({
    ...orpc.establishments.listForClient.queryOptions({
      input: { clientId: options.clientId, pageSize: MAX_PAGE_SIZE },
    }),
    enabled: Boolean(options.clientId),
  });
  const forUser = useQuery({
    ...orpc.establishments.listForUser.queryOptions({ input: { userId: options.userId, pageSize: MAX_PAGE_SIZE } }),
    enabled: !options.clientId,
  });
  return options.clientId ? forClient : forUser;
}
