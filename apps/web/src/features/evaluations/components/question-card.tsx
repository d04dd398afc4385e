import { formatDateTime } from '@qc/shared/dates';
import { formatAnswerValue } from '@qc/shared/evaluations/format';
import type { Answer } from '@qc/shared/evaluations/schemas';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { formatCotation } from '@qc/shared/scoring/has-labels';
import { ArrowDown } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { AnswerControl } from '@/components/answers/answer-control.tsx';
import { CommentField } from '@/components/answers/comment-field.tsx';
import { NotApplicableField } from '@/components/answers/not-applicable-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { isAnswered } from '../draft.ts';
import type { StoredDraft } from '../offline-drafts.ts';
import { isWaiting } from '../queued-answers.ts';
import { useAnswerAutosave, SAVE_DELAY, type Conflict } from '../use-answer-autosave.ts';
import type { SaveTracker } from '../use-save-tracker.ts';
import { answerKeyDown } from './answer-keys.ts';
import { EvidenceSection } from './evidence-section.tsx';
import { QuestionArticle, questionAnchor } from './question-article.tsx';

type QuestionCardProps = {
  establishmentId: string;
  evaluationId: string;
  question: Question;
  number: number;
  answer: Answer | undefined;
  tracker: SaveTracker;
  /** This browser's unacknowledged draft of the answer, from an earlier visit (issue 19 item 1). */
  restored: StoredDraft | undefined;
  /** Moves to the next question without an answer after this one (issue 19 item 3). */
  onNextUnanswered: (fromKey: string) => void;
  /** Issue 27 item 2: who holds the question and its review, when it is given out. */
  footer?: ReactNode;
};

const STATUS_TEXT = {
  idle: '',
  pending: 'Modifié',
  saving: 'Enregistrement…',
  saved: 'Enregistré',
  error: 'Non enregistré',
  conflict: 'Modifiée par quelqu’un d’autre',
  offline: 'Gardée dans ce navigateur, en attente du serveur',
};

/** One question being answered: its control, N/A with justification, comment and proof, saved as the user goes. */
export function QuestionCard({
  establishmentId,
  evaluationId,
  question,
  number,
  answer,
  tracker,
  restored,
  onNextUnanswered,
  footer,
}: QuestionCardProps) {
  const {
    draft,
    status,
    conflict,
    fieldErrors,
    change,
    flush,
    dismissConflict,
    offered,
    acceptOffered,
    dismissOffered,
  } = useAnswerAutosave(evaluationId, question.key, answer, restored);
  const { report, register, markAnswered, reportQueued } = tracker;
  const answeredOnScreen = isAnswered(draft);
  useEffect(() => markAnswered(question.key, answeredOnScreen), [markAnswered, question.key, answeredOnScreen]);
  // Issue 34 item 3: an answer waiting to be sent counts in the progress.
  const waiting = isWaiting(status);
  useEffect(
    () => reportQueued(question.key, waiting ? { value: draft.value, notApplicable: draft.notApplicable } : null),
    [reportQueued, question.key, waiting, draft.value, draft.notApplicable],
  );
  useEffect(() => report(question.key, status), [report, question.key, status]);
  useEffect(() => register(question.key, flush), [register, question.key, flush]);

  const id = questionAnchor(question);
  return (
    <QuestionArticle
      question={question}
      number={number}
      className="grid scroll-mt-[calc(var(--app-header-height,0px)+var(--form-bar-height,0px)+1.5rem)] gap-3 rounded-xl border border-border bg-card p-4 focus-visible:outline-2 focus-visible:outline-ring"
    >
      {conflict ? <ConflictNotice question={question} conflict={conflict} onDismiss={dismissConflict} /> : null}
      {offered ? (
        <OfferedDraft question={question} offered={offered} onAccept={acceptOffered} onDismiss={dismissOffered} />
      ) : null}
      {/* Right after the answer: choose, then Entrée (or Tab, Entrée) reaches the next question without an answer. */}
      <div className="flex flex-wrap items-end justify-between gap-2">
        {/* A phone gives the answers their own line, the jump link its own below (issue 34 item 8). */}
        <div
          className="min-w-0 flex-1 touch:basis-full"
          onKeyDown={(event) => answerKeyDown(event, () => onNextUnanswered(question.key))}
        >
          <AnswerControl
            question={question}
            name={`${id}-answer`}
            legend={`Réponse à la question ${number}`}
            value={draft.value}
            disabled={draft.notApplicable}
            onChange={(value) => change({ value }, SAVE_DELAY.choice)}
          />
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="text-primary touch:ml-auto touch:min-h-11"
          onClick={() => onNextUnanswered(question.key)}
        >
          <ArrowDown aria-hidden />
          Question suivante sans réponse
        </Button>
      </div>
      {typeof draft.value === 'number' && !Number.isInteger(draft.value) ? (
        // ADR 048: an HAS criterion rated in sessions by method holds their mean, which no single level shows.
        <p className="text-sm">
          Résultat des sessions par méthode : <strong>{formatCotation(draft.value)} / 4</strong> (moyenne, sans
          arrondi). Choisir un niveau ici le remplace, jusqu’à la prochaine cotation d’une session.
        </p>
      ) : null}
      {fieldErrors.value ? (
        <p role="alert" className="text-xs text-destructive">
          {fieldErrors.value}
        </p>
      ) : null}
      <NotApplicableField
        question={question}
        id={id}
        checked={draft.notApplicable}
        justification={draft.justification}
        error={fieldErrors.justification}
        onCheckedChange={(notApplicable) => change({ notApplicable }, SAVE_DELAY.choice)}
        onJustificationChange={(justification) => change({ justification }, SAVE_DELAY.text)}
      />
      <CommentField
        id={id}
        value={draft.comment}
        onChange={(comment) => change({ comment }, SAVE_DELAY.text)}
        error={fieldErrors.comment}
      />
      <EvidenceSection
        establishmentId={establishmentId}
        evaluationId={evaluationId}
        question={question}
        answer={answer}
      />
      {footer}
      <p className="text-right text-xs text-muted-foreground" data-save-status={status}>
        {STATUS_TEXT[status]}
      </p>
    </QuestionArticle>
  );
}

function ConflictNotice({
  question,
  conflict,
  onDismiss,
}: {
  question: Question;
  conflict: Conflict;
  onDismiss: () => void;
}) {
  const mine = formatAnswerValue(question, conflict.mine);
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        {conflict.byName
          ? `${conflict.byName} a modifié cette réponse entre-temps.`
          : 'Cette réponse a été modifiée par quelqu’un d’autre entre-temps.'}{' '}
        Sa version enregistrée est affichée ci-dessous ; la vôtre n’a pas été enregistrée.
      </p>
      <p>
        Votre saisie non enregistrée : <span className="font-medium">{mine}</span>
        {conflict.mine.comment ? <> — commentaire « {conflict.mine.comment} »</> : null}. Vérifiez la réponse puis
        modifiez-la si besoin.
      </p>
      <div>
        <Button size="sm" variant="outline" onClick={onDismiss}>
          J’ai compris
        </Button>
      </div>
    </div>
  );
}

/** A draft kept by this browser but typed on an older version than the server's: offered, never applied. */
function OfferedDraft({
  question,
  offered,
  onAccept,
  onDismiss,
}: {
  question: Question;
  offered: StoredDraft;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  const mine = formatAnswerValue(question, offered.draft);
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        Ce navigateur a gardé une saisie non enregistrée du {formatDateTime(offered.typedAt)} :{' '}
        <span className="font-medium">{mine}</span>
        {offered.draft.comment ? <> — commentaire « {offered.draft.comment} »</> : null}. La réponse a été enregistrée
        depuis ; elle est affichée ci-dessous.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onAccept}>
          Reprendre ma saisie
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Garder la réponse enregistrée
        </Button>
      </div>
    </div>
  );
}
