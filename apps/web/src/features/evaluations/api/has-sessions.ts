import { useQuery, type UseMutationOptions } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

/** Issue 30 item 3 (ADR 048): the sessions by method of an HAS evaluation. */
export function useHasSessions(evaluationId: string) {
  return useQuery(orpc.hasSessions.list.queryOptions({ input: { evaluationId } }));
}

/**
 * What a session's change makes stale: the sessions, and the evaluation whose criteria's answers derive from them
 * (the form's progress follows). Awaited: the mutation stays pending until the screen has the server's copy (no
 * flicker back).
 */
function useSessionMutation<TData, TError, TVariables, TContext>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  evaluationId: string,
) {
  const keys = [orpc.hasSessions.list.key(), orpc.evaluations.get.queryKey({ input: { id: evaluationId } })];
  return useInvalidatingMutation(options, keys, { awaitRefetch: true });
}

export function useStartHasSession(evaluationId: string) {
  return useSessionMutation(orpc.hasSessions.start.mutationOptions(), evaluationId);
}

export function useSaveHasSessionAnswer(evaluationId: string) {
  return useSessionMutation(orpc.hasSessions.saveAnswer.mutationOptions(), evaluationId);
}

export function useSetPlannedTraceurs(evaluationId: string) {
  return useSessionMutation(orpc.hasSessions.setPlanned.mutationOptions(), evaluationId);
}

/** Issue 30 item 3: a session's name (a landmark, never a person), or none. */
export function useRenameHasSession(evaluationId: string) {
  return useSessionMutation(orpc.hasSessions.rename.mutationOptions(), evaluationId);
}

/** Issue 30 item 3: a session deleted; the server recombines the criteria it rated from the sessions left. */
export function useRemoveHasSession(evaluationId: string) {
  return useSessionMutation(orpc.hasSessions.remove.mutationOptions(), evaluationId);
}
