import { ACTION_PRIORITIES, ACTION_STATUSES } from '@qc/shared/action-plans/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { rpc } from '@/lib/api-client.ts';

export const ACTIONS_PAGE_SIZE = 20;

/** DESIGN §6 filters (status, priority, responsible, overdue) and the page, kept in the URL. */
export const ActionsSearchSchema = v.object({
  status: v.optional(v.picklist(ACTION_STATUSES)),
  priority: v.optional(v.picklist(ACTION_PRIORITIES)),
  responsibleId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  overdue: v.optional(v.boolean()),
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type ActionsSearch = v.InferOutput<typeof ActionsSearchSchema>;

/** What narrows the plan beyond the URL filters: a category, a form, one question. */
export type ActionsScope = { categoryId?: string; formId?: string; questionKey?: string };

export function getActionsQueryOptions(establishmentId: string, search: ActionsSearch, scope: ActionsScope = {}) {
  return rpc.actionPlans.list.queryOptions({
    input: {
      establishmentId,
      ...scope,
      status: search.status,
      priority: search.priority,
      responsibleId: search.responsibleId,
      overdue: search.overdue || undefined,
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
