import type { GroupCycleInput } from '@qc/shared/group/cycle-schemas';
import type { GroupViewInput } from '@qc/shared/group/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { orpc } from '@/lib/api-client.ts';

export type GroupViewQuery = Partial<Omit<GroupViewInput, 'page' | 'pageSize'>> & { page: number; pageSize: number };

/** One page of the group view; the previous page stays shown while the next one loads. */
export function useGroupView(input: GroupViewQuery, enabled = true) {
  return useQuery({
    ...orpc.group.view.queryOptions({ input }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export type GroupCycleQuery = Partial<Omit<GroupCycleInput, 'page' | 'pageSize'>> & { page: number; pageSize: number };

type CompareFilters = Pick<GroupViewQuery, 'clientId' | 'legalEntityId' | 'category' | 'city' | 'search'>;

/** The active forms one may compare the sites on (the first page of 200 is every library's size). */
export function useComparableForms() {
  return useQuery(orpc.forms.list.queryOptions({ input: { status: 'ACTIVE', pageSize: MAX_PAGE_SIZE } }));
}

export function useGroupComparison(formId: string | undefined, filters: CompareFilters) {
  return useQuery({
    ...orpc.group.compare.queryOptions({ input: { formId: formId ?? '', ...filters } }),
    enabled: Boolean(formId),
  });
}

export function useGroupQuestionComparison(formId: string, questionKey: string | undefined, filters: CompareFilters) {
  return useQuery({
    ...orpc.group.compareQuestion.queryOptions({ input: { formId, questionKey: questionKey ?? '', ...filters } }),
    enabled: Boolean(questionKey),
  });
}

/** Issue 28 item 5: one page of the sites' five-year quality evaluation cycle. */
export function useEvaluationCycle(input: GroupCycleQuery, enabled = true) {
  return useQuery({ ...orpc.group.cycle.queryOptions({ input }), enabled, placeholderData: keepPreviousData });
}
