import { ANSWERABLE_ASSIGNMENT_STATUSES, type Assignment } from '@qc/shared/evaluations/sharing';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { useSharing } from './api/sharing.ts';

/**
 * Issue 27 item 2 (ADR 039): who holds which question; a collaborator on a shared evaluation answers hers only
 * (`mayAnswer`).
 */
export type QuestionAccess = ReturnType<typeof useQuestionAccess>;

export function useQuestionAccess(evaluationId: string) {
  const user = useCurrentUser();
  const sharing = useSharing(evaluationId);
  const assignments = new Map<string, Assignment>(
    (sharing.data?.assignments ?? []).map((item) => [item.questionKey, item]),
  );
  const restricted = sharing.data?.restrictedToMine ?? false;
  const mayAnswer = (key: string) => {
    if (!restricted) return true;
    const held = assignments.get(key);
    return held?.assigneeId === user.id && (ANSWERABLE_ASSIGNMENT_STATUSES as readonly string[]).includes(held.status);
  };
  return { user, sharing, assignments, restricted, mayAnswer };
}
