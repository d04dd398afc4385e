import type { EvaluationDetail, MissingItem } from '@qc/shared/evaluations/schemas';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCompleteEvaluation } from '../api/evaluation-mutations.ts';
import { computeEvaluationResult, toScorableQuestion } from '@qc/shared/scoring/score';
import { isAnswered } from '../draft.ts';
import { formatScoreOutOf100, toPercent } from '../labels.ts';
import { useCan } from '../use-can.ts';
import { SAVE_SUMMARY_TEXT, useSaveTracker } from '../use-save-tracker.ts';
import { AbandonButton } from './abandon-button.tsx';
import { MissingList } from './missing-list.tsx';
import { QuestionCard } from './question-card.tsx';

/** An evaluation in progress: progress and save state always in sight, every question, then « Terminer ». */
export function AnswerView({ evaluation }: { evaluation: EvaluationDetail }) {
  const tracker = useSaveTracker();
  const complete = useCompleteEvaluation();
  const canComplete = useCan('evaluation:complete');
  const [missing, setMissing] = useState<MissingItem[] | null>(null);
  const missingRef = useRef<HTMLDivElement>(null);
  const answers = new Map(evaluation.answers.map((answer) => [answer.questionKey, answer]));
  const total = evaluation.questions.length;
  // The shared scoring (DESIGN §5), as the server computes it: progress and a provisional score as the user goes.
  const live = computeEvaluationResult(evaluation.questions.map(toScorableQuestion), evaluation.answers);
  const answered = live.answered;
  const percent = toPercent(answered, total);
  const numbers = new Map(evaluation.questions.map((question, index) => [question.key, index + 1]));

  // A gap closes on screen as soon as its question is answered; the server checks everything again.
  const stillMissing = missing?.filter(
    (item) => item.reason !== 'UNANSWERED' || !isAnswered(answers.get(item.questionKey)),
  );

  const finish = async () => {
    if (!(await tracker.flushAll())) {
      notify.error('Des réponses ne sont pas enregistrées : corrigez-les avant de terminer.');
      return;
    }
    complete.mutate(
      { id: evaluation.id },
      {
        onSuccess: () => notify.success('Auto-évaluation terminée.'),
        onError: (error) => {
          const items = (error as { data?: { missing?: MissingItem[] } }).data?.missing;
          if (items && items.length > 0) {
            setMissing(items);
            requestAnimationFrame(() => missingRef.current?.focus());
          } else notify.error(getErrorMessage(error));
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="sticky top-0 z-10 grid gap-2 rounded-xl border border-border bg-card/95 p-3 shadow-sm backdrop-blur">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">
            <span className="font-medium">
              {answered} / {total}
            </span>{' '}
            questions répondues ({percent} %)
            <span className="text-muted-foreground"> · score provisoire {formatScoreOutOf100(live.score)}</span>
          </p>
          <p
            role="status"
            aria-label="État de l’enregistrement"
            className="text-sm text-muted-foreground"
            data-state={tracker.summary}
          >
            {SAVE_SUMMARY_TEXT[tracker.summary]}
          </p>
          {canComplete ? (
            <div className="flex items-center gap-2">
              <AbandonButton evaluationId={evaluation.id} formName={evaluation.formName} />
              <Button onClick={() => void finish()} disabled={complete.isPending}>
                {complete.isPending ? 'Vérification…' : 'Terminer'}
              </Button>
            </div>
          ) : (
            <p className="text-xs text-muted-foreground">
              Une directrice ou un responsable terminera l’auto-évaluation.
            </p>
          )}
        </div>
        <ProgressBar
          value={percent}
          label="Progression de l’auto-évaluation"
          valueText={`${answered} questions sur ${total}`}
        />
      </div>
      {stillMissing && stillMissing.length > 0 ? (
        <MissingList ref={missingRef} items={stillMissing} numberOf={(key) => numbers.get(key) ?? 0} />
      ) : null}
      <div className="grid gap-4">
        {evaluation.questions.map((question, index) => (
          <QuestionCard
            key={question.key}
            establishmentId={evaluation.establishmentId}
            evaluationId={evaluation.id}
            question={question}
            number={index + 1}
            answer={answers.get(question.key)}
            tracker={tracker}
          />
        ))}
      </div>
    </div>
  );
}
