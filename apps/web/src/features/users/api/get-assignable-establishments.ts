import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { orpc } from '@/lib/api-client.ts';

/**
 * The establishments the current user may assign a new user to: its own list
 * (GET /establishments/user/{self}), which for an ADMIN covers every client.
 */
export function useAssignableEstablishments(options: { userId: string; search?: string }) {
  return useQuery(
    orpc.establishments.listForUser.queryOptions({
      input: { userId: options.userId, search: options.search || undefined, pageSize: MAX_PAGE_SIZE },
    }),
  );
}
