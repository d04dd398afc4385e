import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** Server-side search: an ADMIN may have thousands of establishments. */
export const SWITCHER_PAGE_SIZE = 50;

export function useUserEstablishments(options: { userId: string; search: string; enabled?: boolean }) {
  return useQuery({
    ...orpc.establishments.listForUser.queryOptions({
      input: { userId: options.userId, search: options.search || undefined, pageSize: SWITCHER_PAGE_SIZE },
    }),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
