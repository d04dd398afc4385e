import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/**
 * Attaching a file answers the attachment only (its declarer may no longer read a restricted event): the event's
 * page reads the event again.
 */
export function useAttachToIncident() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.incidents.attach.mutationOptions({
      onSuccess: (_attachment, input) =>
        queryClient.invalidateQueries({ queryKey: orpc.incidents.get.queryKey({ input: { id: input.incidentId } }) }),
    }),
  );
}

export function useRemoveIncidentAttachment() {
  return useMutation(orpc.incidents.removeAttachment.mutationOptions());
}

export function useAssignIncident() {
  return useMutation(orpc.incidents.assign.mutationOptions());
}
