import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useHeightVariable } from '@/hooks/use-height-variable.ts';
import { computeEvaluationResult, toScorableQuestion } from '@qc/shared/scoring/score';
import { computeCompletionRecap } from '../completion-recap.ts';
import { isAnswered } from '../draft.ts';
import { listDrafts, type StoredDraft } from '../offline-drafts.ts';
import { withQueuedAnswers } from '../queued-answers.ts';
import { useCan } from '../use-can.ts';
import { useSaveTracker } from '../use-save-tracker.ts';
import { applicableQuestions } from '@qc/shared/questionnaires/applicability';
import { AbandonButton } from './abandon-button.tsx';
import { FormBar } from './form-bar.tsx';
import { useFinishFlow } from '../use-finish-flow.ts';
import { QuestionList } from './question-list.tsx';
import { ApplicabilityNotice } from './applicability-notice.tsx';
import { FinishDialog } from './finish-dialog.tsx';
import { goToQuestion, MissingList } from './missing-list.tsx';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import { ANSWERABLE_ASSIGNMENT_STATUSES, type Assignment } from '@qc/shared/evaluations/sharing';
import { useSharing } from '../api/sharing.ts';
import { MyQuestionsBanner } from './my-questions-banner.tsx';
import { SharingPanel } from './sharing-panel.tsx';

const FINISH_ID = 'terminer-auto-evaluation';

/**
 * An evaluation in progress: progress and save state always in sight (a bar kept under the app's
 * header), every question, then « Terminer » again at the end. « Terminer » saves what waits, lists
 * what blocks, or asks to confirm with a recap of what will be frozen (issue 19 items 2, 3).
 */
export function AnswerView({ evaluation }: { evaluation: EvaluationDetail }) {
  const tracker = useSaveTracker();
  const canComplete = useCan('evaluation:complete');
  const rootRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const lastQuestionRef = useRef<string | null>(null);
  useHeightVariable(barRef, '--form-bar-height', rootRef);
  // Issue 27 item 2 (ADR 039): who holds which question; a collaborator on a shared evaluation answers hers only.
  const user = useCurrentUser();
  const sharing = useSharing(evaluation.id);
  const [onlyMine, setOnlyMine] = useState(true);
  const assignments = new Map<string, Assignment>(
    (sharing.data?.assignments ?? []).map((item) => [item.questionKey, item]),
  );
  const restricted = sharing.data?.restrictedToMine ?? false;
  const mayAnswer = (key: string) => {
    if (!restricted) return true;
    const held = assignments.get(key);
    return held?.assigneeId === user.id && (ANSWERABLE_ASSIGNMENT_STATUSES as readonly string[]).includes(held.status);
  };
  // Issue 19 item 1: the answers this browser kept, unacknowledged, from an earlier visit.
  const [restored, setRestored] = useState<Map<string, StoredDraft>>(new Map());
  useEffect(() => {
    let current = true;
    void listDrafts(evaluation.id).then((drafts) => {
      if (current && drafts.length > 0) setRestored(new Map(drafts.map((draft) => [draft.questionKey, draft])));
    });
    return () => {
      current = false;
    };
  }, [evaluation.id]);

  const answers = new Map(evaluation.answers.map((answer) => [answer.questionKey, answer]));
  const finish = useFinishFlow(evaluation, answers, tracker);
  // Issue 26: the questions frozen as not applying are shown greyed and count nowhere (progress, score, completion).
  const excluded = new Map(evaluation.applicability.notApplicable.map((item) => [item.questionKey, item.reason]));
  const applicable = applicableQuestions(evaluation.questions, evaluation.applicability.notApplicable);
  const total = applicable.length;
  // The shared scoring (DESIGN §5), as the server computes it: progress and a provisional score as the user goes.
  // Issue 34 item 3: with the answers still waiting to be sent (typed offline, or on their way).
  const live = computeEvaluationResult(
    applicable.map(toScorableQuestion),
    withQueuedAnswers(evaluation.answers, tracker.queued),
  );
  const answered = live.answered;
  const numbers = new Map(evaluation.questions.map((question, index) => [question.key, index + 1]));

  /** Issue 19 item 3: from a question (or the last one visited), the next one without an answer; then « Terminer ». */
  const goToNextUnanswered = (fromKey: string | null) => {
    const questions = evaluation.questions;
    const start = fromKey ? questions.findIndex((question) => question.key === fromKey) + 1 : 0;
    const ordered = [...questions.slice(start), ...questions.slice(0, start)];
    // What is on screen counts, saved or still on its way: a fast keyboard is ahead of the server.
    const next = ordered.find(
      (question) =>
        question.key !== fromKey &&
        !excluded.has(question.key) &&
        mayAnswer(question.key) &&
        !(tracker.isAnsweredOnScreen(question.key) ?? isAnswered(answers.get(question.key))),
    );
    if (next) return goToQuestion(next.key);
    // None left: the keyboard goes to « Terminer » (which reads out the line saying so).
    const end = document.getElementById(FINISH_ID);
    end?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    // A collaborator has no « Terminer »: the end of the form itself takes the keyboard.
    (end?.querySelector<HTMLElement>('[data-finish]') ?? end)?.focus({ preventScroll: true });
  };

  const remaining = total - answered;
  const finishButton = (
    <Button
      onClick={(event) => void finish.askToFinish(event.currentTarget)}
      aria-haspopup="dialog"
      aria-describedby={`${FINISH_ID}-remaining`}
      data-finish
    >
      Terminer
    </Button>
  );

  return (
    <div
      ref={rootRef}
      className="grid gap-4"
      onFocus={(event) => {
        const card = (event.target as HTMLElement).closest<HTMLElement>('article[id^="question-"]');
        if (card) lastQuestionRef.current = card.id.slice('question-'.length);
      }}
    >
      <FormBar
        ref={barRef}
        answered={answered}
        total={total}
        score={live.score}
        tracker={tracker}
        onNextUnanswered={() => goToNextUnanswered(lastQuestionRef.current)}
        finishButton={canComplete ? finishButton : null}
      />
      {finish.stillMissing && finish.stillMissing.length > 0 ? (
        <MissingList ref={finish.missingRef} items={finish.stillMissing} numberOf={(key) => numbers.get(key) ?? 0} />
      ) : null}
      {/* Said once, for keyboard users (a phone has no Entrée to cross the form with). */}
      <p className="hidden text-sm text-muted-foreground sm:block">
        Au clavier : les flèches ou Espace choisissent une réponse, Entrée passe à la question suivante sans réponse.
      </p>
      {/* Issue 33 item 6: who answers what (the sharing) decides the panel above the questions and which cards
          show; until it is known a placeholder holds the place and the questions are mounted but not laid out, so
          the panel arriving does not push the questions under the reader's eyes (a phone's layout shift was 0.14). */}
      {sharing.isPending ? (
        <Skeleton className="h-[100svh] max-h-[40rem]" aria-label="Chargement du partage des questions" />
      ) : null}
      <div className={sharing.isPending ? 'hidden' : 'contents'}>
        <ApplicabilityNotice evaluation={evaluation} />
        {canComplete && sharing.data ? <SharingPanel evaluation={evaluation} sharing={sharing.data} /> : null}
        {!canComplete && sharing.data ? (
          <MyQuestionsBanner
            evaluationId={evaluation.id}
            sharing={sharing.data}
            userId={user.id}
            onlyMine={onlyMine}
            onOnlyMineChange={setOnlyMine}
            beforeHandIn={tracker.flushAll}
          />
        ) : null}
        <QuestionList
          evaluation={evaluation}
          answers={answers}
          assignments={assignments}
          excluded={excluded}
          hidden={(key) => restricted && onlyMine && assignments.get(key)?.assigneeId !== user.id}
          held={(key) => restricted && !excluded.has(key) && !mayAnswer(key)}
          tracker={tracker}
          restored={restored}
          onNextUnanswered={goToNextUnanswered}
          canReview={canComplete}
        />
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
              <AbandonButton evaluationId={evaluation.id} formName={evaluation.formName} />
              {finishButton}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              Une directrice ou un responsable terminera l’auto-évaluation.
            </p>
          )}
        </section>
      </div>
      {canComplete ? (
        <FinishDialog
          open={finish.isConfirming}
          formName={evaluation.formName}
          recap={computeCompletionRecap(applicable, evaluation.answers)}
          isPending={finish.isPending}
          error={finish.finishError}
          onCancel={finish.cancel}
          onConfirm={finish.confirm}
          onCloseAutoFocus={finish.onCloseAutoFocus}
        />
      ) : null}
    </div>
  );
}
