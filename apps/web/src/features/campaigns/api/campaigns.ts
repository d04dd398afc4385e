import { MAX_PAGE_SIZE } from '@qc/shared/common/list';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** Issue 17 item 3: the campaigns the caller sees (a page of the open ones first). */
export function useCampaigns(input: { status?: 'OPEN' | 'CLOSED'; page: number; pageSize: number }) {
  return useQuery({ ...orpc.campaigns.list.queryOptions({ input }), placeholderData: keepPreviousData });
}

export function useCampaign(id: string) {
  return useQuery(orpc.campaigns.get.queryOptions({ input: { id } }));
}

/** What the selected establishment is asked by the open campaigns. */
export function useEstablishmentCampaigns(establishmentId: string, enabled = true) {
  return useQuery({ ...orpc.campaigns.forEstablishment.queryOptions({ input: { establishmentId } }), enabled });
}

/** The active forms a campaign may ask for (the first page of 200 is every library's size). */
export function useCampaignForms(enabled: boolean) {
  return useQuery({
    ...orpc.forms.list.queryOptions({ input: { status: 'ACTIVE', pageSize: MAX_PAGE_SIZE } }),
    enabled,
  });
}

/** The establishments in the caller's scope, searched on the server (a group may have 200). */
export function useCampaignEstablishments(search: string, enabled: boolean) {
  return useQuery({
    ...orpc.establishments.list.queryOptions({
      input: { search: search || undefined, pageSize: MAX_PAGE_SIZE, sort: 'name' },
    }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

function invalidateCampaigns(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: orpc.campaigns.key() });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation(orpc.campaigns.create.mutationOptions({ onSuccess: () => invalidateCampaigns(queryClient) }));
}

export function useCloseCampaign() {
  const queryClient = useQueryClient();
  return useMutation(orpc.campaigns.close.mutationOptions({ onSuccess: () => invalidateCampaigns(queryClient) }));
}
