import { ArrowDown, WifiOff } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { formatScoreOutOf100 } from '@/lib/evaluation-summary.ts';
import { SAVE_SUMMARY_TEXT, type SaveSummary } from '../use-save-tracker.ts';

type AnswerFormBarProps = {
  barRef: RefObject<HTMLDivElement | null>;
  answered: number;
  total: number;
  percent: number;
  /** The answers kept in this browser, waiting for the server. */
  offline: number;
  /** The provisional score, as the server would compute it (DESIGN §5). */
  score: number | null;
  summary: SaveSummary;
  onNextUnanswered: () => void;
  /** « Terminer », for whoever may complete the evaluation. */
  finishButton: ReactNode;
};

/**
 * The bar kept under the app's header while answering (issue 19 items 2, 3): progress, provisional score, save
 * state, the next question without an answer and « Terminer ».
 * Compact on a phone (two short rows): the bar must not eat the screen it sits on.
 */
export function AnswerFormBar({
  barRef,
  answered,
  total,
  percent,
  offline,
  score,
  summary,
  onNextUnanswered,
  finishButton,
}: AnswerFormBarProps) {
  return (
    <div
      ref={barRef}
      className="sticky top-[calc(var(--app-header-height,0px)+0.5rem)] z-10 grid gap-2 rounded-xl border border-border bg-card/95 p-2 shadow-sm backdrop-blur sm:p-3"
      data-testid="form-bar"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <p className="text-sm">
          <span className="font-medium">
            {answered} / {total}
          </span>{' '}
          <span className="sm:hidden">répondues</span>
          <span className="hidden sm:inline">questions répondues ({percent} %)</span>
          {offline > 0 ? <span> dont {offline} en attente d’envoi</span> : null}
          <span className="hidden text-muted-foreground sm:inline">
            {' '}
            · score provisoire {formatScoreOutOf100(score)}
          </span>
        </p>
        <p
          role="status"
          aria-label="État de l’enregistrement"
          className="text-xs text-muted-foreground sm:text-sm"
          data-state={summary}
        >
          {SAVE_SUMMARY_TEXT[summary]}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={onNextUnanswered}>
            <ArrowDown aria-hidden />
            <span className="sm:hidden">Suivante sans réponse</span>
            <span className="hidden sm:inline">Question suivante sans réponse</span>
          </Button>
          {finishButton}
        </div>
      </div>
      <p
        role="status"
        className="flex items-start gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-950 empty:hidden"
        data-testid="offline-banner"
      >
        {offline > 0 ? (
          <>
            <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
            {`Serveur injoignable : ${offline > 1 ? `${offline} réponses sont gardées` : 'une réponse est gardée'} dans ce navigateur et ${offline > 1 ? 'seront envoyées' : 'sera envoyée'} dès son retour (nouvel essai automatique).`}
          </>
        ) : null}
      </p>
      <ProgressBar
        value={percent}
        label="Progression de l’auto-évaluation"
        valueText={`${answered} questions sur ${total}${offline > 0 ? `, dont ${offline} en attente d’envoi` : ''}`}
      />
    </div>
  );
}
