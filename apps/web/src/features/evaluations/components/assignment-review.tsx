import { ASSIGNMENT_STATUS_LABELS, SHARING_MESSAGES, type Assignment } from '@qc/shared/evaluations/sharing';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useReview } from '../api/sharing.ts';

/**
 * Issue 27 item 2: under a question given out, who holds it and its review state; for whoever may finish,
 * « Accepter » what is handed in, or « Renvoyer » it (or an accepted one) with a note saying what to take up.
 */
export function AssignmentReview({
  evaluationId,
  assignment,
  canReview,
}: {
  evaluationId: string;
  assignment: Assignment;
  canReview: boolean;
}) {
  const id = useId();
  const review = useReview();
  const [writing, setWriting] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reviewable = assignment.status === 'READY_FOR_REVIEW' || assignment.status === 'ACCEPTED';

  const decide = (decision: 'ACCEPT' | 'SEND_BACK') =>
    review.mutate(
      {
        id: evaluationId,
        questionKeys: [assignment.questionKey],
        decision,
        note: decision === 'SEND_BACK' ? note : null,
      },
      {
        onSuccess: () => {
          setWriting(false);
          setNote('');
          setError(null);
          notify.success(
            decision === 'ACCEPT' ? 'Réponse acceptée.' : `Réponse renvoyée à ${assignment.assigneeName}.`,
          );
        },
        onError: (failure) => {
          const fields = getFieldErrors(failure);
          if (fields.note) setError(fields.note);
          else notify.error(getErrorMessage(failure));
        },
      },
    );

  return (
    <div className="grid gap-2 rounded-md bg-muted/50 p-2 text-sm" data-assignment-status={assignment.status}>
      <p>
        Confiée à <span className="font-medium">{assignment.assigneeName}</span> ·{' '}
        <span className="font-medium">{ASSIGNMENT_STATUS_LABELS[assignment.status]}</span>
      </p>
      {assignment.status === 'SENT_BACK' && assignment.note ? <p>Note de relecture : « {assignment.note} »</p> : null}
      {canReview && reviewable && !writing ? (
        <div className="flex flex-wrap gap-2">
          {assignment.status === 'READY_FOR_REVIEW' ? (
            <Button size="sm" className="touch:min-h-11" disabled={review.isPending} onClick={() => decide('ACCEPT')}>
              Accepter
            </Button>
          ) : null}
          <Button size="sm" variant="outline" className="touch:min-h-11" onClick={() => setWriting(true)}>
            Renvoyer…
          </Button>
        </div>
      ) : null}
      {writing ? (
        <div className="grid gap-2">
          <label htmlFor={`${id}-note`} className="font-medium">
            Note pour {assignment.assigneeName}
          </label>
          <Textarea
            id={`${id}-note`}
            value={note}
            autoFocus
            maxLength={2000}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${id}-error`} role="alert" className="text-xs text-destructive empty:hidden">
            {error ?? ''}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              className="touch:min-h-11"
              disabled={review.isPending}
              onClick={() => (note.trim() ? decide('SEND_BACK') : setError(SHARING_MESSAGES.noteRequired))}
            >
              Renvoyer avec cette note
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="touch:min-h-11"
              onClick={() => {
                setWriting(false);
                setError(null);
              }}
            >
              Annuler
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
