import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** Issue 30 item 3 (ADR 048): the sessions by method of an HAS evaluation. */
export function useHasSessions(evaluationId: string) {
  return useQuery(orpc.hasSessions.list.queryOptions({ input: { evaluationId } }));
}

function useRefresh(evaluationId: string) {
  const queryClient = useQueryClient();
  // Awaited by the mutation: it stays pending until the screen has the server's copy (no flicker back).
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orpc.hasSessions.list.key() }),
      // The criterion's answer in the evaluation is derived from its sessions: the form's progress follows.
      queryClient.invalidateQueries({ queryKey: orpc.evaluations.get.queryKey({ input: { id: evaluationId } }) }),
    ]);
}

export function useStartHasSession(evaluationId: string) {
  const refresh = useRefresh(evaluationId);
  return useMutation(orpc.hasSessions.start.mutationOptions({ onSuccess: refresh }));
}

export function useSaveHasSessionAnswer(evaluationId: string) {
  const refresh = useRefresh(evaluationId);
  return useMutation(orpc.hasSessions.saveAnswer.mutationOptions({ onSuccess: refresh }));
}

export function useSetPlannedTraceurs(evaluationId: string) {
  const refresh = useRefresh(evaluationId);
  return useMutation(orpc.hasSessions.setPlanned.mutationOptions({ onSuccess: refresh }));
}

/** Issue 30 item 3: a session's name (a landmark, never a person), or none. */
export function useRenameHasSession(evaluationId: string) {
  const refresh = useRefresh(evaluationId);
  return useMutation(orpc.hasSessions.rename.mutationOptions({ onSuccess: refresh }));
}

/** Issue 30 item 3: a session deleted; the server recombines the criteria it rated from the sessions left. */
export function useRemoveHasSession(evaluationId: string) {
  const refresh = useRefresh(evaluationId);
  return useMutation(orpc.hasSessions.remove.mutationOptions({ onSuccess: refresh }));
}
