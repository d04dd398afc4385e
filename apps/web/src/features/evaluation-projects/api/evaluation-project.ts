import type { EvaluationProjectView } from '@qc/shared/evaluation-projects/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orpc } from '@/lib/api-client.ts';

/** Issue 28 item 2: the projet d'évaluation of one establishment (draft, current version, history, choices). */
export function useEvaluationProject(establishmentId: string) {
  return useQuery(orpc.evaluationProjects.get.queryOptions({ input: { establishmentId } }));
}

/** One validated (or draft) version, read as it was frozen. */
export function useEvaluationProjectVersion(id: string | null) {
  return useQuery({ ...orpc.evaluationProjects.version.queryOptions({ input: { id: id ?? '' } }), enabled: !!id });
}

/** The writes answer the whole view: it replaces the cached one, so the next write carries the new revision. */
function useKeepView() {
  const queryClient = useQueryClient();
  return (view: EvaluationProjectView) =>
    queryClient.setQueryData(
      orpc.evaluationProjects.get.queryKey({ input: { establishmentId: view.establishmentId } }),
      view,
    );
}

export function useSaveEvaluationProjectDraft() {
  const keep = useKeepView();
  return useMutation(orpc.evaluationProjects.saveDraft.mutationOptions({ onSuccess: keep }));
}

export function useValidateEvaluationProject() {
  const keep = useKeepView();
  return useMutation(orpc.evaluationProjects.validate.mutationOptions({ onSuccess: keep }));
}
