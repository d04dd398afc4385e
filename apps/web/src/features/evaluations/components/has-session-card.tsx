import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import type { HasSession, HasSessions } from '@qc/shared/has-sessions/schemas';
import { formatCotation } from '@qc/shared/scoring/has-labels';
import { OPTIMIZED, type AnswerValue } from '@qc/shared/scoring/score';
import { useId, useState } from 'react';
import { AnswerControl } from '@/components/answers/answer-control.tsx';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { useSaveHasSessionAnswer } from '../api/has-sessions.ts';
import { useCan } from '../use-can.ts';
import { HasSessionActions } from './has-session-actions.tsx';

export function SessionCard({
  session,
  data,
  evaluation,
}: {
  session: HasSession;
  data: HasSessions;
  evaluation: EvaluationDetail;
}) {
  const canAnswer = useCan('evaluation:answer');
  const criteria = data.criteria.filter((item) => item.method === session.method);
  const answered = criteria.filter((item) =>
    session.answers.some((answer) => answer.questionKey === item.questionKey),
  ).length;
  return (
    <details className="rounded-md border border-border">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 font-medium">
        {session.label} — {answered} / {criteria.length} coté{answered > 1 ? 's' : ''}
      </summary>
      <div className="grid gap-3 p-3" role="group" aria-label={session.label}>
        {canAnswer ? <HasSessionActions evaluationId={evaluation.id} session={session} /> : null}
        {criteria.map((criterion) => (
          <SessionCriterion
            key={criterion.questionKey}
            session={session}
            criterion={criterion}
            evaluation={evaluation}
          />
        ))}
      </div>
    </details>
  );
}

function SessionCriterion({
  session,
  criterion,
  evaluation,
}: {
  session: HasSession;
  criterion: HasSessions['criteria'][number];
  evaluation: EvaluationDetail;
}) {
  const id = useId();
  const save = useSaveHasSessionAnswer(evaluation.id);
  const question = evaluation.questions.find((item) => item.key === criterion.questionKey);
  const stored = session.answers.find((answer) => answer.questionKey === criterion.questionKey);
  const combined = evaluation.answers.find((answer) => answer.questionKey === criterion.questionKey);
  // What she just chose shows at once; the server's copy replaces it when the save comes back (or the choice is undone
  // if it is refused, with the reason below).
  const [chosen, setChosen] = useState<AnswerValue | null | undefined>(undefined);
  if (!question) return null;
  const send = (value: AnswerValue | null, notApplicable: boolean) => {
    setChosen(notApplicable ? null : value);
    save.mutate(
      {
        evaluationId: evaluation.id,
        sessionId: session.id,
        questionKey: criterion.questionKey,
        value,
        notApplicable,
      },
      { onSettled: () => setChosen(undefined) },
    );
  };
  const legend = `${session.label} — critère ${criterion.code}`;
  return (
    <div className="grid gap-1.5 border-b border-border pb-3 last:border-0">
      <p id={`${id}-label`} className="text-sm">
        <strong>Critère {criterion.code}</strong>
        {criterion.isCritical ? ' (impératif)' : ''} — {criterion.label}
      </p>
      <AnswerControl
        question={question}
        name={`${session.id}-${criterion.questionKey}`}
        legend={legend}
        value={chosen !== undefined ? chosen : stored?.notApplicable ? null : (stored?.value ?? null)}
        disabled={save.isPending}
        onChange={(value) => send(value, false)}
      />
      {criterion.isCritical ? (
        <p className="text-xs text-muted-foreground">Un impératif ne peut pas être déclaré non concerné.</p>
      ) : stored?.notApplicable ? (
        <p className="text-sm">Non concerné dans cette session — choisissez un niveau pour le coter.</p>
      ) : (
        <Button
          type="button"
          variant="ghost"
          className="h-11 justify-self-start"
          disabled={save.isPending}
          onClick={() => send(null, true)}
        >
          Non concerné dans cette session
        </Button>
      )}
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {combined
          ? `Résultat du critère, toutes sessions : ${
              combined.notApplicable
                ? 'non concerné'
                : combined.value === OPTIMIZED
                  ? 'optimisé'
                  : `${formatCotation(typeof combined.value === 'number' ? combined.value : null)} / 4`
            }`
          : 'Pas encore coté.'}
      </p>
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {save.isError ? getErrorMessage(save.error) : ''}
      </p>
    </div>
  );
}
