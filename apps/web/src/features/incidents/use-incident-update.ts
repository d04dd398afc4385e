import type { IncidentDetail } from '@qc/shared/incidents/outputs';
import { useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';

/** After a change, the event's page shows the detail the server answered, and the register reads again. */
export function useIncidentSaved(id: string) {
  const queryClient = useQueryClient();
  return (detail: IncidentDetail, message: string) => {
    queryClient.setQueryData(orpc.incidents.get.queryKey({ input: { id } }), detail);
    void queryClient.invalidateQueries({ queryKey: orpc.incidents.list.key() });
    notify.success(message);
  };
}
