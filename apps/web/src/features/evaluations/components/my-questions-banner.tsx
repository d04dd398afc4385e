import type { EvaluationSharing } from '@qc/shared/evaluations/sharing';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { notify } from '@/lib/toast.ts';
import { useMarkReady } from '../api/sharing.ts';

/**
 * Issue 27 item 2, for a person given questions: how many are hers and where they stand, « Prêt pour
 * relecture » once answered (the server says which still lack an answer), and whether to see the others.
 */
export function MyQuestionsBanner({
  evaluationId,
  sharing,
  userId,
  onlyMine,
  onOnlyMineChange,
  beforeHandIn,
}: {
  evaluationId: string;
  sharing: EvaluationSharing;
  userId: string;
  onlyMine: boolean;
  onOnlyMineChange: (value: boolean) => void;
  /** Sends what is still being typed before handing in; false when something could not be saved. */
  beforeHandIn: () => Promise<boolean>;
}) {
  const id = useId();
  const markReady = useMarkReady();
  const mine = sharing.assignments.filter((item) => item.assigneeId === userId);
  if (mine.length === 0) return null;
  const open = mine.filter((item) => item.status === 'ASSIGNED' || item.status === 'SENT_BACK');
  const sentBack = mine.filter((item) => item.status === 'SENT_BACK').length;
  const waiting = mine.filter((item) => item.status === 'READY_FOR_REVIEW').length;
  const accepted = mine.filter((item) => item.status === 'ACCEPTED').length;
  const handIn = async () => {
    if (!(await beforeHandIn())) return notify.error('Des réponses ne sont pas enregistrées : corrigez-les d’abord.');
    markReady.mutate(
      { id: evaluationId },
      { onSuccess: () => notify.success('Vos réponses sont prêtes pour relecture : la direction est prévenue.') },
    );
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-2 rounded-xl border border-primary/40 bg-primary/5 p-4"
      data-testid="my-questions"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Mes questions
      </h2>
      <p className="text-sm">
        {mine.length > 1 ? `${mine.length} questions vous sont confiées` : 'Une question vous est confiée'} :{' '}
        {[
          open.length > 0
            ? `${open.length} à répondre${sentBack > 0 ? ` (dont ${sentBack} renvoyée${sentBack > 1 ? 's' : ''} avec une note)` : ''}`
            : null,
          waiting > 0 ? `${waiting} en relecture` : null,
          accepted > 0 ? `${accepted} acceptée${accepted > 1 ? 's' : ''}` : null,
        ]
          .filter(Boolean)
          .join(', ')}
        . Vous ne pouvez répondre qu’à celles-ci.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {open.length > 0 ? (
          <Button onClick={() => void handIn()} disabled={markReady.isPending} className="touch:min-h-11">
            Prêt pour relecture
          </Button>
        ) : (
          <p className="text-sm font-medium">Tout est rendu : la direction relit vos réponses.</p>
        )}
        <label className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={onlyMine}
            onChange={(event) => onOnlyMineChange(event.target.checked)}
          />
          Afficher seulement mes questions
        </label>
      </div>
    </section>
  );
}
