import type { ReactNode } from 'react';
import { AbandonButton } from './abandon-button.tsx';

/** The end of the questionnaire: where « Question suivante sans réponse » lands when none is left. */
export const FINISH_ID = 'terminer-auto-evaluation';

/**
 * The end of an evaluation in progress (issue 19 item 3): what remains to answer, then « Terminer » again for whoever
 * may complete it, or who will.
 */
export function FinishSection({
  remaining,
  canComplete,
  evaluationId,
  formName,
  finishButton,
}: {
  remaining: number;
  canComplete: boolean;
  evaluationId: string;
  formName: string;
  finishButton: ReactNode;
}) {
  return (
    <section
      id={FINISH_ID}
      tabIndex={-1}
      aria-label="Fin du questionnaire"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-4"
    >
      <p id={`${FINISH_ID}-remaining`} className="text-sm">
        {remaining === 0
          ? 'Toutes les questions ont une réponse.'
          : `${remaining} question${remaining > 1 ? 's' : ''} sans réponse.`}
      </p>
      {canComplete ? (
        <div className="flex flex-wrap items-center gap-2">
          {/* Rare and destructive: at the end of the form rather than always in sight. */}
          <AbandonButton evaluationId={evaluationId} formName={formName} />
          {finishButton}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Une directrice ou un responsable terminera l’auto-évaluation.</p>
      )}
    </section>
  );
}
