import type { FormDetail } from '@qc/shared/questionnaires/schemas';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { getFormQueryOptions } from './get-form.ts';

/**
 * Every question change answers the whole form, whose version may have moved
 * on (an answered version is frozen): show it at once, then refresh the rest.
 */
export function useApplyFormDetail() {
  const queryClient = useQueryClient();
  return (detail: FormDetail) => applyFormDetail(queryClient, detail);
}

export function applyFormDetail(queryClient: QueryClient, detail: FormDetail) {
  queryClient.setQueryData(getFormQueryOptions(detail.id).queryKey, detail);
  void queryClient.invalidateQueries({ queryKey: orpc.forms.key(), refetchType: 'inactive' });
  void queryClient.invalidateQueries({ queryKey: orpc.forms.versions.key({ input: { id: detail.id } }) });
}
