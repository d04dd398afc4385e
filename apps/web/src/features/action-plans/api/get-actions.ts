import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { type ActionsSearch } from './actions-search.ts';

export const ACTIONS_PAGE_SIZE = 20;

/** What narrows the plan beyond the URL filters: a category, a form, one question. */
export type ActionsScope = { categoryId?: string; formId?: string; questionKey?: string };

export function getActionsQueryOptions(establishmentId: string, search: ActionsSearch, scope: ActionsScope = {}) {
  return orpc.actionPlans.list.queryOptions({
    input: {
      establishmentId,
      ...scope,
      status: search.status,
      priority: search.priority,
      responsibleId: search.responsibleId,
      overdue: search.overdue || undefined,
      mine: search.mine || undefined,
      search: search.search || undefined,
      page: search.page ?? 1,
      pageSize: ACTIONS_PAGE_SIZE,
    },
  });
}

export function useActions(establishmentId: string | undefined, search: ActionsSearch, scope: ActionsScope = {}) {
  return useQuery({
    ...getActionsQueryOptions(establishmentId ?? '', search, scope),
    enabled: Boolean(establishmentId),
    placeholderData: keepPreviousData,
  });
}
