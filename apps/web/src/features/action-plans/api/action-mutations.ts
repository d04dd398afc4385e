import { orpc } from '@/lib/api-client.ts';
import { invalidatingHook } from '@/lib/invalidating-mutation.ts';

/** Every action change refreshes the plan, its counts, the proposals and the opened action. */
const PLAN = [orpc.actionPlans.key()];

export const useCreateAction = invalidatingHook(orpc.actionPlans.create, PLAN);

/** After a refusal too: a stale `expectedVersion` is refused, and the dialog must then show the action as it now is. */
export const useUpdateAction = invalidatingHook(orpc.actionPlans.update, PLAN, { evenOnError: true });

export const useDeleteAction = invalidatingHook(orpc.actionPlans.remove, PLAN);
export const useAddComment = invalidatingHook(orpc.actionPlans.addComment, PLAN);
export const useUploadActionEvidence = invalidatingHook(orpc.actionPlans.uploadEvidence, PLAN);
export const useDetachActionEvidence = invalidatingHook(orpc.actionPlans.detachEvidence, PLAN);
export const useDismissProposal = invalidatingHook(orpc.actionPlans.dismiss, PLAN);
export const useRestoreProposal = invalidatingHook(orpc.actionPlans.restore, PLAN);
/** « Créer les actions sélectionnées » (issue 27 item 3): one request, one transaction. */
export const useCreateFromProposals = invalidatingHook(orpc.actionPlans.createFromProposals, PLAN);
