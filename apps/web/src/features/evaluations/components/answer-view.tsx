import { findMissingItems } from '@qc/shared/evaluations/completion';
import type { EvaluationDetail, MissingItem } from '@qc/shared/evaluations/schemas';
import { applicableQuestions } from '@qc/shared/questionnaires/applicability';
import { computeEvaluationResult, toScorableQuestion } from '@qc/shared/scoring/score';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useHeightVariable } from '@/hooks/use-height-variable.ts';
import { orpc } from '@/lib/api-client.ts';
import { getErrorMessage } from '@/lib/errors.ts';
import { toPercent } from '@/lib/evaluation-summary.ts';
import { notify } from '@/lib/toast.ts';
import { useCompleteEvaluation } from '../api/evaluation-mutations.ts';
import { computeCompletionRecap } from '../completion-recap.ts';
import { isAnswered } from '../draft.ts';
import { withQueuedAnswers } from '../queued-answers.ts';
import { requestResultFocus } from '../result-focus.ts';
import { useCan } from '../use-can.ts';
import { useQuestionAccess } from '../use-question-access.ts';
import { useRestoredDrafts } from '../use-restored-drafts.ts';
import { useSaveTracker } from '../use-save-tracker.ts';
import { AnswerFormBar } from './answer-form-bar.tsx';
import { AnswerQuestions } from './answer-questions.tsx';
import { ApplicabilityNotice } from './applicability-notice.tsx';
import { FinishDialog } from './finish-dialog.tsx';
import { FINISH_ID, FinishSection } from './finish-section.tsx';
import { goToQuestion, MissingList } from './missing-list.tsx';
import { MyQuestionsBanner } from './my-questions-banner.tsx';
import { SharingPanel } from './sharing-panel.tsx';

/**
 * An evaluation in progress: progress and save state always in sight (a bar kept under the app's
 * header), every question, then « Terminer » again at the end. « Terminer » saves what waits, lists
 * what blocks, or asks to confirm with a recap of what will be frozen (issue 19 items 2, 3).
 */
export function AnswerView({ evaluation }: { evaluation: EvaluationDetail }) {
  const tracker = useSaveTracker();
  const queryClient = useQueryClient();
  const complete = useCompleteEvaluation();
  const canComplete = useCan('evaluation:complete');
  const [missing, setMissing] = useState<MissingItem[] | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const missingRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const completedRef = useRef(false);
  const lastQuestionRef = useRef<string | null>(null);
  useHeightVariable(barRef, '--form-bar-height', rootRef);
  const access = useQuestionAccess(evaluation.id);
  const { user, sharing, mayAnswer } = access;
  const [onlyMine, setOnlyMine] = useState(true);
  const restored = useRestoredDrafts(evaluation.id);

  const answers = new Map(evaluation.answers.map((answer) => [answer.questionKey, answer]));
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
  const percent = toPercent(answered, total);
  const numbers = new Map(evaluation.questions.map((question, index) => [question.key, index + 1]));

  // A gap closes on screen as soon as its question is answered; the server checks everything again.
  const stillMissing = missing?.filter(
    (item) => item.reason !== 'UNANSWERED' || !isAnswered(answers.get(item.questionKey)),
  );

  /** The freshest copy of this evaluation: the cache, which every saved answer updates. */
  const current = () =>
    queryClient.getQueryData<EvaluationDetail>(orpc.evaluations.get.queryKey({ input: { id: evaluation.id } })) ??
    evaluation;

  const showMissing = (items: MissingItem[]) => {
    setMissing(items);
    requestAnimationFrame(() => missingRef.current?.focus());
  };

  const askToFinish = async (opener: HTMLElement) => {
    openerRef.current = opener;
    if (!(await tracker.flushAll())) {
      notify.error(
        tracker.offline > 0
          ? 'Le serveur est injoignable : vos réponses sont gardées dans ce navigateur ; terminez à son retour.'
          : 'Des réponses ne sont pas enregistrées : corrigez-les avant de terminer.',
      );
      return;
    }
    const latest = current();
    const items = findMissingItems(
      applicableQuestions(latest.questions, latest.applicability.notApplicable),
      latest.answers,
    );
    if (items.length > 0) return showMissing(items);
    setMissing(null);
    setFinishError(null);
    setIsConfirming(true);
  };

  const confirm = () =>
    complete.mutate(
      { id: evaluation.id },
      {
        onSuccess: () => {
          completedRef.current = true;
          requestResultFocus(evaluation.id);
          setIsConfirming(false);
          notify.success('Auto-évaluation terminée.');
        },
        onError: (error) => {
          const items = (error as { data?: { missing?: MissingItem[] } }).data?.missing;
          if (items && items.length > 0) {
            // Someone changed an answer meanwhile: the server's list wins.
            setIsConfirming(false);
            showMissing(items);
          } else setFinishError(getErrorMessage(error));
        },
      },
    );

  /** Where the keyboard goes as the confirmation closes: the result when completed, else the « Terminer » pressed. */
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    if (completedRef.current) document.getElementById('result-title')?.focus();
    else if (!missingRef.current) openerRef.current?.focus();
  };

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
      onClick={(event) => void askToFinish(event.currentTarget)}
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
      <AnswerFormBar
        barRef={barRef}
        answered={answered}
        total={total}
        percent={percent}
        offline={tracker.offline}
        score={live.score}
        summary={tracker.summary}
        onNextUnanswered={() => goToNextUnanswered(lastQuestionRef.current)}
        finishButton={canComplete ? finishButton : null}
      />
      {stillMissing && stillMissing.length > 0 ? (
        <MissingList ref={missingRef} items={stillMissing} numberOf={(key) => numbers.get(key) ?? 0} />
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
        <AnswerQuestions
          evaluation={evaluation}
          answers={answers}
          excluded={excluded}
          access={access}
          onlyMine={onlyMine}
          canComplete={canComplete}
          tracker={tracker}
          restored={restored}
          goToNextUnanswered={goToNextUnanswered}
        />
        <FinishSection
          remaining={remaining}
          canComplete={canComplete}
          evaluationId={evaluation.id}
          formName={evaluation.formName}
          finishButton={finishButton}
        />
      </div>
      {canComplete ? (
        <FinishDialog
          open={isConfirming}
          formName={evaluation.formName}
          recap={computeCompletionRecap(applicable, evaluation.answers)}
          isPending={complete.isPending}
          error={finishError}
          onCancel={() => {
            if (!complete.isPending) setIsConfirming(false);
          }}
          onConfirm={confirm}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      ) : null}
    </div>
  );
}
